import { http, HttpResponse } from 'msw';
import { server } from './msw-server';

// A small api for a test, on MSW (@test/msw-server): each route is a handler answering real
// Responses, and every request the page sends is recorded as the browser sent it, so tests can
// assert what a visitor's browser would have sent.

export interface StubAnswer {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON, e.g. blob storage XML. */
  text?: string;
}

/**
 * An answer, or a function that gives one when the request comes in: it may read the request,
 * wait (to hold the answer back) or throw, which the page sees as a server it cannot reach.
 */
export type StubRoute = StubAnswer | ((request: Request) => StubAnswer | Promise<StubAnswer>);

export type StubRoutes = Record<string, StubRoute>;

export interface StubOptions {
  /** The answer to a request no route matches; 404 JSON unless given. */
  otherwise?: StubRoute;
}

/**
 * One call per request, in the order the page called fetch: the address as the page wrote it
 * (path and query on the page's own origin) and what went with it (method, headers, body).
 */
export type FetchRecord = jest.Mock<void, [url: string, init: RequestInit]>;

interface Hold {
  address: string;
  requestId?: string;
  released: Promise<void>;
  release: () => void;
}

interface Stub {
  record: FetchRecord;
  holds: Hold[];
}

const NOT_FOUND: StubAnswer = { status: 404, body: { message: 'Not found' } };

const stubs = new WeakMap<jest.Mock, Stub>();
/** The stub of the last stubFetch: it records what the page sends, until the test ends. */
let active: Stub | null = null;
const sent = new Map<string, RequestInit>();
const held = new Map<string, Hold>();

/** The full address fetch makes of one a page writes, resolved against the page's own. */
const absolute = (address: string) => new URL(address, location.href).href;

function asWritten(url: string): string {
  const parsed = new URL(url);
  return parsed.origin === location.origin ? parsed.pathname + parsed.search : parsed.href;
}

// Recorded when fetch is called (MSW emits request:start within the call), not when a handler
// runs, so tests still see which requests went out before an answer and in what order.
server.events.on('request:start', ({ request, requestId }) => {
  if (!active) return;
  const init: RequestInit = {
    method: request.method,
    // Copied entry by entry: MSW's raw-header bookkeeping loses those undici set itself when
    // a Headers is made from another.
    headers: new Headers([...request.headers]),
    credentials: request.credentials,
    cache: request.cache,
  };
  sent.set(requestId, init);
  const hold = active.holds.find((candidate) => !candidate.requestId && candidate.address === request.url);
  if (hold) {
    hold.requestId = requestId;
    held.set(requestId, hold);
  }
  active.record(asWritten(request.url), init);
});

/** The body as a test reads it: form fields as FormData, text as a string, anything else as a Blob. */
async function readBody(request: Request): Promise<BodyInit | undefined> {
  if (request.body === null) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  if (/^(text\/|application\/(json|xml|x-www-form-urlencoded))/.test(type)) return request.text();
  return request.blob();
}

// A status without a body (204) cannot carry one, whatever the route says.
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

function toResponse({ status = 200, body, text }: StubAnswer): Response {
  if (NULL_BODY_STATUS.has(status)) return new HttpResponse(null, { status });
  if (text !== undefined) return HttpResponse.text(text, { status });
  if (body !== undefined) return HttpResponse.json(body, { status });
  return new HttpResponse(null, { status });
}

const answerWith =
  (route: StubRoute) =>
  async ({ request, requestId }: { request: Request; requestId: string }) => {
    // Read before answering: once the page has its answer, the test may look at what it sent.
    const init = sent.get(requestId);
    if (init) init.body = await readBody(request.clone());
    await held.get(requestId)?.released;
    try {
      return toResponse(typeof route === 'function' ? await route(request) : route);
    } catch {
      return HttpResponse.error();
    }
  };

/**
 * Answers every request from now on: a request whose path and query match a route gets its
 * answer, any other `otherwise` (404 JSON). It replaces the routes of an earlier stubFetch in
 * the same test, and what it gives back records the requests from now on.
 */
export function stubFetch(routes: StubRoutes, { otherwise = NOT_FOUND }: StubOptions = {}): FetchRecord {
  const record: FetchRecord = jest.fn();
  const stub: Stub = { record, holds: [] };
  stubs.set(record, stub);
  active = stub;
  server.use(
    ...Object.entries(routes).map(([address, route]) => {
      const url = absolute(address);
      return http.all(({ request }) => request.url === url, answerWith(route));
    }),
    http.all('*', answerWith(otherwise)),
  );
  return record;
}

/** Ends the recording; tools/jest/setup.ts calls it after each test, with MSW's resetHandlers. */
export function stopFetchStub(): void {
  active = null;
  sent.clear();
  held.clear();
}

/** The URLs fetched so far, in order. */
export function requestedUrls(record: jest.Mock): string[] {
  return record.mock.calls.map(([url]) => String(url));
}

/**
 * Holds back the answer to the first request for `url` from now on until `release()`; every
 * other request is answered at once. `asked()` says whether that request has gone out.
 */
export function holdAnswer(record: FetchRecord, url: string): { asked: () => boolean; release: () => void } {
  const stub = stubs.get(record);
  if (!stub) throw new Error('holdAnswer needs what stubFetch gave back');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold: Hold = { address: absolute(url), released, release };
  stub.holds.push(hold);
  return { asked: () => hold.requestId !== undefined, release };
}
