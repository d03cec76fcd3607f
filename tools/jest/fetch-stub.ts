// Jest's jsdom has no fetch or Response; these stand-ins answer like a small api and record
// every request, so tests can assert what a visitor's browser would have sent.

export interface StubAnswer {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON, e.g. blob storage XML. */
  text?: string;
}

export type StubRoutes = Record<string, StubAnswer | (() => StubAnswer)>;

function toResponse(url: string, answer: StubAnswer): Response {
  const status = answer.status ?? 200;
  const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
  return {
    ok: status >= 200 && status < 300,
    status,
    url,
    redirected: false,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/** Installs a fetch stub; a request whose path and query match no route answers 404. */
export function stubFetch(routes: StubRoutes): jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]> {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const route = routes[url];
    const answer = typeof route === 'function' ? route() : (route ?? { status: 404, body: { message: 'Not found' } });
    return toResponse(url, answer);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The URLs fetched so far, in order. */
export function requestedUrls(mock: jest.Mock): string[] {
  return mock.mock.calls.map(([input]) => String(input));
}

/**
 * Holds back the answer to the first request for `url` until `release()`; every other request is
 * answered at once. `asked()` says whether that request has gone out.
 */
export function holdAnswer(
  mock: ReturnType<typeof stubFetch>,
  url: string,
): { asked: () => boolean; release: () => void } {
  const answer = mock.getMockImplementation()!;
  let release: (() => void) | undefined;
  mock.mockImplementation((input) =>
    String(input) === url && !release
      ? new Promise((resolve) => (release = () => resolve(answer(input))))
      : answer(input),
  );
  return { asked: () => release !== undefined, release: () => release?.() };
}
