// Spec 1 §2.12: the closing time survives a reload, so it lives in localStorage, one key per
// slide-in. Storage can be blocked (privacy settings, full quota); then a closed slide-in just
// comes back on the next visit, which is better than breaking the page.

const keyFor = (id: string) => `slidein-closed-${id}`;

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Reading window.localStorage itself throws a SecurityError when cookies are blocked.
    return null;
  }
}

const defaultStorage = () => storageOf('localStorage');

/** Closed during this visit (this tab's session): it stays away for the visit, hide period or not. */
export function closedThisVisit(id: string, storage: Storage | null = storageOf('sessionStorage')): boolean {
  try {
    return storage?.getItem(keyFor(id)) != null;
  } catch {
    return false;
  }
}

/** The time (ms since epoch) the visitor closed this slide-in, or null when never or unknown. */
export function readClosedAt(id: string, storage: Storage | null = defaultStorage()): number | null {
  try {
    const stored = storage?.getItem(keyFor(id));
    if (stored == null) return null;
    const time = Number(stored);
    return Number.isFinite(time) ? time : null;
  } catch {
    return null;
  }
}

export function storeClosedAt(
  id: string,
  time: number,
  storage: Storage | null = defaultStorage(),
  visit: Storage | null = storageOf('sessionStorage'),
): void {
  for (const store of [storage, visit]) {
    try {
      store?.setItem(keyFor(id), String(time));
    } catch {
      // Blocked or full storage: the slide-in stays closed for this page view only.
    }
  }
}
