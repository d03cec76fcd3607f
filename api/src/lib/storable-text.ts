// PostgreSQL text cannot hold NUL, and a lone surrogate has no UTF-8 form: the driver would
// write U+FFFD instead, so what is stored would silently differ from what was sent.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False for text that cannot be stored as sent: with a NUL or a lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}
