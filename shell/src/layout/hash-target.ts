// Apart from @alz/shared/page/reveal-target, which loads only when an address has a hash (its own
// chunk, 'alz-reveal': no home page pays for it).

/** The id an address's hash names (`#nieuws`, `#caf%C3%A9`), or null. */
export function hashTarget(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
