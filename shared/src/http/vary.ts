// One rule for the Vary header of every server that compresses (the api's compression plugin and
// the site's servers, tools/serve/transfer.ts): an answer that may come compressed says so also
// when this one is not, or a cache would hand it to a client that asked otherwise.

/** A Vary value as a reply holds it (Fastify's `reply.getHeader`). */
type HeaderValue = string | number | readonly string[] | undefined;

/**
 * `vary` with `name` added, once (field names are case-insensitive, RFC 9110 §12.5.5); a `*`
 * already covers every name. Unchanged when `name` is there.
 */
export function varyWith(vary: HeaderValue, name: string): string {
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  const names = current.split(',').map((item) => item.trim().toLowerCase());
  if (names.includes(name.toLowerCase()) || names.includes('*')) return current;
  return current.trim() ? `${current}, ${name}` : name;
}
