// Spec 1 §4: redirects found once are remembered in localStorage under "redirects" as a
// From -> To map, so a second visit to an old address needs no request.

const KEY = 'redirects';

export type RedirectMap = Record<string, string>;

export function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading window.localStorage itself throws a SecurityError when cookies are blocked.
    return null;
  }
}

/** The cached map; empty when storage is blocked or holds something that is not a map. */
export function readRedirects(storage: Storage | null): RedirectMap {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function storeRedirect(storage: Storage | null, from: string, to: string): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ ...readRedirects(storage), [from]: to }));
  } catch {
    // Blocked or full storage only costs a request on the next visit.
  }
}
