import { isRecord, list, text } from '@alz/shared/wire/read';

/** A suggestion while typing: a page title or a common term (api `es/suggest`). */
export interface Suggestion {
  text: string;
  kind: 'page' | 'term';
}

/** At most this many suggestions are shown. */
export const maxSuggestions = 8;
/** Suggestions are asked for from this many typed characters on. */
export const minSuggestionLength = 2;

/** `{ Suggestions: [{ Text, Kind }] }` -> suggestions; junk and duplicates are dropped. */
export function toSuggestions(answer: unknown): Suggestion[] {
  if (!isRecord(answer)) return [];
  const seen = new Set<string>();
  const found: Suggestion[] = [];
  for (const item of list(answer.Suggestions)) {
    if (!isRecord(item)) continue;
    const value = text(item.Text).trim();
    const key = value.toLocaleLowerCase('nl');
    if (!value || seen.has(key)) continue;
    seen.add(key);
    found.push({ text: value, kind: item.Kind === 'page' ? 'page' : 'term' });
  }
  return found.slice(0, maxSuggestions);
}
