export interface CookieOptions {
  /** Lifetime in days; spec 2 §9: the cookie helper defaults to 1000 days. */
  days?: number;
  path?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The value of a first-party cookie, or undefined when it is not set (or not readable here). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(prefix)) continue;
    const raw = pair.slice(prefix.length);
    try {
      return decodeURIComponent(raw);
    } catch {
      // A cookie written by another script may not be URI-encoded; its raw text is still useful.
      return raw;
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, { days = 1000, path = '/' }: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  // Lax keeps the cookie off cross-site subrequests; Secure only on https, or local http
  // development could not store the visitor's choice at all.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=Lax${secure}`;
}

export function removeCookie(name: string, { path = '/' }: Pick<CookieOptions, 'path'> = {}): void {
  // A browser deletes a cookie by its name and path, so the path must match the one it was written with.
  writeCookie(name, '', { days: -1, path });
}
