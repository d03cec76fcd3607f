import { pageInputIds, readPageInput } from '../page/page-input';

// The double-submit token every state-changing call sends, against cross-site writes: the server
// put it in the page as a hidden input and as a cookie; the api accepts a write only when the
// header it gets equals the cookie. A page left open for long may hold a token the api no longer
// accepts: then the call asks for a fresh one once and is sent again.

export const ANTI_FORGERY_HEADER = 'RequestVerificationToken';
export const ANTI_FORGERY_URL = '/api/v1/anti-forgery';

/** The token to send now. */
export const antiForgeryToken = (): string => readPageInput(pageInputIds.antiForgeryToken);

/** True when the api refused a call for its anti-forgery token (403 with `code: 'anti-forgery'`). */
export async function isAntiForgeryRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'anti-forgery';
  } catch {
    return false;
  }
}

/**
 * Asks the api for a fresh token (it sets the cookie too) and puts it where every part of the
 * page reads it, the hidden input, so each remote's copy of this module sends the new one.
 */
let refreshing: Promise<boolean> | null = null;

export function refreshAntiForgeryToken(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  // Two calls refused at the same moment share one refresh: a second one would set a new cookie
  // and leave the first call's resent token stale.
  refreshing ??= fetchFreshToken(fetchImpl).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function fetchFreshToken(fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(ANTI_FORGERY_URL, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    const token = typeof body === 'object' && body !== null ? (body as { Token?: unknown }).Token : undefined;
    if (typeof token !== 'string' || token === '') return false;
    let input = document.getElementById(pageInputIds.antiForgeryToken);
    if (!(input instanceof HTMLInputElement)) {
      input = Object.assign(document.createElement('input'), { type: 'hidden', id: pageInputIds.antiForgeryToken });
      document.body.append(input);
    }
    (input as HTMLInputElement).value = token;
    return true;
  } catch {
    return false;
  }
}
