const decoder = new TextDecoder('utf-8', { fatal: false });
const encoder = new TextEncoder();

/** Percent-decodes as a browser would: a byte sequence that is no UTF-8 becomes U+FFFD. */
function decodeLeniently(text: string): string {
  const plain = text.replace(/\+/g, ' ');
  const bytes: number[] = [];
  for (let i = 0; i < plain.length;) {
    const hex = plain.slice(i + 1, i + 3);
    if (plain[i] === '%' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 3;
    } else {
      const char = String.fromCodePoint(plain.codePointAt(i) ?? 0xfffd);
      bytes.push(...encoder.encode(char));
      i += char.length;
    }
  }
  return decoder.decode(new Uint8Array(bytes));
}

/**
 * A query string with broken escapes (`%E0%A4%A`, `%ED%A0%80`), parsed as Fastify's parser would
 * parse a sound one: a repeated key gives an array, a key without `=` an empty string.
 */
export function parseQueryLeniently(querystring: string): Record<string, string | string[]> {
  // No prototype: a key such as __proto__ stays a key.
  const query: Record<string, string | string[]> = Object.create(null);
  for (const part of querystring.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const key = decodeLeniently(equals === -1 ? part : part.slice(0, equals));
    const value = equals === -1 ? '' : decodeLeniently(part.slice(equals + 1));
    const known = query[key];
    query[key] = known === undefined ? value : [...[known].flat(), value];
  }
  return query;
}
