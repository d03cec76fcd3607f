import { failed, result, unauthorized, type AsyncResult } from '../async/async-result';
import { eventBus } from '../events/event-bus';
import { ANTI_FORGERY_HEADER, antiForgeryToken, isAntiForgeryRefusal, refreshAntiForgeryToken } from './anti-forgery';

export type Parse<T> = (body: unknown) => T;
export type Navigate = (url: string) => void;

export interface ResponseOptions<T> {
  /** Turns the wire JSON into the caller's type (transform at the edge); defaults to a cast. */
  parse?: Parse<T>;
  navigate?: Navigate;
  /**
   * For a form submission, whose result is known only by its status (spec 1 §3, §7): any 2xx
   * is a null result, whatever its body (empty, JSON or not); the body is read but never parsed.
   */
  statusOnly?: boolean;
}

const asIs = <T>(body: unknown) => body as T;

// Guarded so the api (node) can import this module; it never receives redirected responses.
const assignLocation: Navigate = (url) => {
  if (typeof window !== 'undefined') window.location.assign(url);
};

/**
 * Reads an answer's body that nobody needs, then gives `value`. Chromium counts a response
 * whose body was never read as still loading, so the page never looks settled to the browser
 * (and to a test waiting for the network to be idle).
 */
export async function discarded<T>(response: Response, value: T): Promise<T> {
  try {
    await response.text();
  } catch {
    // A body that cannot be read is as unneeded as one that can.
  }
  return value;
}

/** Spec 2 §8 response handling. */
export async function handleResponse<T>(
  response: Response,
  parse: Parse<T> = asIs,
  navigate: Navigate = assignLocation,
  statusOnly = false,
): Promise<AsyncResult<T>> {
  const { status } = response;
  if (status === 401 || status === 403) return discarded(response, unauthorized(status));
  // Spec 2 §8: every other client error is reported as "not found".
  if (status >= 400 && status < 500) return discarded(response, failed(404));
  // fetch follows redirects itself; a redirect means the server sends the visitor elsewhere
  // (e.g. a moved page), so the browser follows it too.
  if (response.redirected) {
    navigate(response.url);
    return failed(301);
  }
  if (!response.ok) return discarded(response, failed(status));
  if (statusOnly) return discarded(response, result(null as T, status));
  // 204 has no body to parse; the parser sees null, so the default answer is a null value.
  if (status === 204) return toResult(() => parse(null), status);
  return toResult(async () => parse(await response.json()), status);
}

// Status 200 marks a parse failure: toValue turns failed 200 into "Parsing error".
async function toResult<T>(read: () => T | Promise<T>, status: number): Promise<AsyncResult<T>> {
  try {
    return result(await read(), status);
  } catch (error) {
    return failed(200, error);
  }
}

/** A server that cannot be reached: logged, reported, and failed 503 (spec 2 §8). */
function connectionFailure<T>(url: string, init: RequestInit, error: unknown): AsyncResult<T> {
  // A cancelled request is the caller's choice, not a fault worth reporting.
  if (!init.signal?.aborted) {
    console.error(`API call failed: ${init.method ?? 'GET'} ${url}`, error);
    eventBus.emit('error:reported', { error, context: `${init.method ?? 'GET'} ${url}` });
  }
  // Spec 2 §8 says exceptions are logged, reported and give failed with the error, but names
  // no status. We use 503 so toValue gives "API connection failed.", the catalogue's message
  // for a server that cannot be reached.
  return failed(503, error);
}

async function request<T>(url: string, init: RequestInit, options: ResponseOptions<T>): Promise<AsyncResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    return connectionFailure(url, init, error);
  }
  return handleResponse(response, options.parse, options.navigate, options.statusOnly);
}

export function apiGet<T>(
  url: string,
  init: RequestInit = {},
  options: ResponseOptions<T> = {},
): Promise<AsyncResult<T>> {
  return request(url, { ...init, method: 'GET' }, options);
}

/** A write with the anti-forgery token in its header, taken fresh for every attempt. */
const withToken = (init: RequestInit): RequestInit => {
  const headers = new Headers(init.headers);
  headers.set(ANTI_FORGERY_HEADER, antiForgeryToken());
  return { ...init, headers, credentials: 'same-origin' };
};

/**
 * For POST, PUT, PATCH and DELETE: `init` carries the method and body. The anti-forgery token
 * goes along; when the api refuses it (an old page, a cleared cookie), a fresh token is fetched
 * once and the same call sent again, so the visitor loses nothing.
 */
export async function apiSend<T>(
  url: string,
  init: RequestInit,
  options: ResponseOptions<T> = {},
): Promise<AsyncResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, withToken(init));
    if ((await isAntiForgeryRefusal(response)) && (await refreshAntiForgeryToken())) {
      response = await fetch(url, withToken(init));
    }
  } catch (error) {
    return connectionFailure(url, init, error);
  }
  return handleResponse(response, options.parse, options.navigate, options.statusOnly);
}
