// What a visitor types into a search box, made fit to query with (odd or hostile terms are
// answered, never refused).

/** Longer terms are cut at a word boundary: nobody types more, and each word costs a lookup. */
export const SEARCH_TERM_MAX = 200;

// Control characters, the replacement character of a broken escape or byte, and lone surrogates
// (no UTF-8 form, and PostgreSQL refuses NUL): none of them is part of a word.
const UNUSABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text with every character no search can use turned into a space. */
export function withoutUnusableCharacters(text: string): string {
  return text.replace(UNUSABLE, ' ');
}

/** The term to search for: spaces collapsed, trimmed, at most SEARCH_TERM_MAX characters. */
export function searchTerm(raw: string | undefined): string {
  const term = withoutUnusableCharacters(raw ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (term.length <= SEARCH_TERM_MAX) return term;
  const cut = term.slice(0, SEARCH_TERM_MAX + 1);
  const boundary = cut.lastIndexOf(' ');
  // One word longer than the limit is cut inside it, but never between the halves of a pair.
  const kept = boundary > 0 ? cut.slice(0, boundary) : term.slice(0, SEARCH_TERM_MAX);
  return kept.replace(/[\ud800-\udbff]$/, '').trimEnd();
}

/**
 * The words of a term: letters (with their combining accents, as in a decomposed "café") and
 * digits of any script; operators and punctuation fall away.
 */
export function termWords(term: string): string[] {
  return term.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}
