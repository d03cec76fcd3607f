/** A suggestion with the part the visitor typed in bold, where its words start with it. */
export function SuggestionText({ text, typed }: { text: string; typed: string }) {
  const at = startOfWord(text, typed);
  if (at < 0 || typed === '') return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong>{text.slice(at, at + typed.length)}</strong>
      {text.slice(at + typed.length)}
    </>
  );
}

function startOfWord(text: string, typed: string): number {
  const haystack = fold(text);
  const needle = fold(typed);
  if (!needle) return -1;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(haystack[at - 1] ?? '')) return at;
  }
  return -1;
}

// One folded character for one, of the same length, so positions carry over to the text.
const fold = (value: string) =>
  [...value]
    .map((char) => {
      const folded = char.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl');
      return folded.length === char.length ? folded : char;
    })
    .join('');
