import { failed, result, type AsyncResult } from '@alz/shared/async/async-result';
import { discarded } from '@alz/shared/api/api-client';
import { pageInputIds, readPageInput } from '@alz/shared/page/page-input';
import { defaultStorage, readRedirects, storeRedirect } from './redirect-cache';

export interface LookupOptions {
  /** Defaults to the global fetch, read at call time. */
  fetchImpl?: typeof fetch;
  /** Defaults to localStorage; null means no cache. */
  storage?: Storage | null;
  /** Defaults to the anti-forgery token the server put into the page. */
  token?: string;
}

// Spec 1 §7 and §8: a body that cannot be read as a redirect is failure 599.
const PARSE_FAILURE = 599;

// Not the contract's /redirect/from: its 404 for "no redirect" is logged by Chromium as a console
// error on every content page. /redirect/lookup answers that with 200 and To null.
// Slashes stay readable (`?path=/over-dementie`); everything else in the path is encoded.
const lookupUrl = (path: string) => `/api/v1/redirect/lookup?path=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;

function parseFailure(path: string, error: unknown): AsyncResult<string | null> {
  console.error(`Redirect lookup for ${path} gave an unreadable answer`, error);
  return failed(PARSE_FAILURE, error);
}

/**
 * Spec 1 §4: where an old address now lives. A value of null means "no redirect". The request
 * is made once: a redirect lookup is a last try before the not-found page (spec 1 §9, retries 0).
 */
export async function lookupRedirect(path: string, options: LookupOptions = {}): Promise<AsyncResult<string | null>> {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const cached = readRedirects(storage)[path];
  if (cached !== undefined && cached !== path) return result(cached);

  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const token = options.token ?? readPageInput(pageInputIds.antiForgeryToken);
  let response: Response;
  try {
    response = await fetchImpl(lookupUrl(path), {
      method: 'GET',
      credentials: 'same-origin',
      headers: { RequestVerificationToken: token },
    });
  } catch (error) {
    // Same status the shared api client gives an unreachable server.
    console.error(`Redirect lookup for ${path} failed`, error);
    return failed(503, error);
  }

  // An api without /redirect/lookup answers 404, which means no redirect here as well.
  if (response.status === 404) return discarded(response, result(null));
  // Spec 1 §8: any other non-OK answer (a wrong token gives 403) is a failure with its status.
  if (!response.ok) return discarded(response, failed(response.status));

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    return parseFailure(path, error);
  }
  const to = typeof body === 'object' && body !== null && 'To' in body ? body.To : undefined;
  if (to === null || to === path) return result(null);
  if (typeof to !== 'string' || to === '') return parseFailure(path, new Error('The answer has no To'));

  storeRedirect(storage, path, to);
  return result(to);
}
