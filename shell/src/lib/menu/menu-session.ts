// The menus are the same on every page, so the shell asks the api for each once per
// session (the browser tab) and keeps the answer in sessionStorage: a visitor who reloads or
// opens another page of the site sees the menus at once, without waiting for a call. A new tab
// or a new visit asks again, so an editor's change shows from the next session on.

const prefix = 'alz:menu:';

export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Reading window.sessionStorage itself throws a SecurityError when cookies are blocked.
    return null;
  }
}

/** The api's answer kept for this menu, or null when there is none (or storage is blocked). */
export function readKeptMenu(storage: Storage | null, name: string): unknown[] | null {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(prefix + name) ?? 'null');
    return Array.isArray(kept) && kept.length > 0 ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps a menu's answer for the session; an empty menu is not kept, it may be a hiccup. */
export function keepMenu(storage: Storage | null, name: string, answer: unknown): void {
  if (!Array.isArray(answer) || answer.length === 0) return;
  try {
    storage?.setItem(prefix + name, JSON.stringify(answer));
  } catch {
    // Blocked or full storage only costs a call on the next page.
  }
}
