// spec 2 §7: the scroll depth travels in the cookie `scrollDepth`, so it also survives a
// full page load of a link that leaves the client router.
export const scrollDepthCookie = 'scrollDepth';

export interface StoredScrollDepth {
  path: string;
  depth: number;
}

/** The router reads paths without trailing slash (spec 2 §2); stored paths are compared so. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function writeScrollDepth(value: StoredScrollDepth): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // No expiry: a session cookie, as a stored position means nothing in a later visit.
  document.cookie = `${scrollDepthCookie}=${encodeURIComponent(JSON.stringify(value))}; path=/; SameSite=Lax${secure}`;
}

export function clearScrollDepth(): void {
  document.cookie = `${scrollDepthCookie}=; path=/; max-age=0`;
}

/** Undefined when the cookie is missing or not ours (it is readable and writable by any script). */
export function readScrollDepth(): StoredScrollDepth | undefined {
  const prefix = `${scrollDepthCookie}=`;
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw.slice(prefix.length)));
    if (typeof value !== 'object' || value === null) return undefined;
    const { path, depth } = value as Record<string, unknown>;
    if (typeof path !== 'string' || typeof depth !== 'number' || !Number.isFinite(depth) || depth < 0) {
      return undefined;
    }
    return { path, depth };
  } catch {
    return undefined;
  }
}
