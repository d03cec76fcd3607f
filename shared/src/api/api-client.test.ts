import { requestedUrls, stubFetch, type FetchRecord, type StubAnswer } from '@test/fetch-stub';
import { failed, result, unauthorized } from '../async/async-result';
import { eventBus } from '../events/event-bus';
import { apiGet, apiSend, handleResponse } from './api-client';

// handleResponse is tested on the few fields it reads, built by hand: a real Response cannot be
// marked as redirected. apiGet and apiSend go through fetch, answered by @test/fetch-stub.
function fakeResponse(status: number, body = '', extra: { redirected?: boolean; url?: string } = {}): Response {
  const response = {
    status,
    ok: status >= 200 && status < 300,
    redirected: extra.redirected ?? false,
    url: extra.url ?? 'https://example.test/api',
    json: async () => JSON.parse(body),
    clone: () => response,
  } as Response;
  return response;
}

describe('handleResponse (spec 2 §8)', () => {
  it('parses the JSON of a 200 into a result', async () => {
    expect(await handleResponse(fakeResponse(200, '{"a":1}'))).toEqual(result({ a: 1 }));
  });

  it('runs the parser on the body', async () => {
    const parse = (body: unknown) => (body as { Name: string }).Name.toUpperCase();
    expect(await handleResponse(fakeResponse(200, '{"Name":"ede"}'), parse)).toEqual(result('EDE'));
  });

  it('answers a 204 with a null value', async () => {
    expect(await handleResponse(fakeResponse(204))).toEqual(result(null, 204));
  });

  it.each([401, 403])('treats %i as unauthorized with that status', async (status) => {
    expect(await handleResponse(fakeResponse(status))).toEqual(unauthorized(status));
  });

  it.each([400, 404, 410, 422, 429])('turns client error %i into failed 404', async (status) => {
    expect(await handleResponse(fakeResponse(status))).toEqual(failed(404));
  });

  it('sends the browser to the new address of a redirected response and gives failed 301', async () => {
    const navigate = jest.fn();
    const response = fakeResponse(200, '{}', { redirected: true, url: 'https://example.test/new' });
    expect(await handleResponse(response, undefined, navigate)).toEqual(failed(301));
    expect(navigate).toHaveBeenCalledWith('https://example.test/new');
  });

  it('does not navigate for a normal response', async () => {
    const navigate = jest.fn();
    await handleResponse(fakeResponse(200, '{}'), undefined, navigate);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([500, 502, 503])('gives failed with the status of any other non-OK answer (%i)', async (status) => {
    expect(await handleResponse(fakeResponse(status))).toEqual(failed(status));
  });

  it('gives failed 200 with the error when the body is not JSON', async () => {
    const answer = await handleResponse(fakeResponse(200, '<html>'));
    expect(answer).toMatchObject({ kind: 'failed', status: 200 });
    expect(answer.kind === 'failed' && answer.error).toBeInstanceOf(SyntaxError);
  });

  it('gives failed 200 when the parser throws', async () => {
    const parse = () => {
      throw new TypeError('missing field');
    };
    expect(await handleResponse(fakeResponse(200, '{}'), parse)).toMatchObject({
      kind: 'failed',
      status: 200,
    });
  });
});

describe('handleResponse for a form submission (statusOnly, spec 1 §3, §7)', () => {
  const statusOnly = (response: Response) => handleResponse(response, undefined, undefined, true);

  it.each([
    [200, ''],
    [200, '<html><body>Bedankt</body></html>'],
    [200, '{"received":true}'],
    [201, ''],
    [202, 'OK'],
    [204, ''],
  ])('gives a null result for %i whatever the body (%j)', async (status, body) => {
    expect(await statusOnly(fakeResponse(status, body))).toEqual(result(null, status));
  });

  it('keeps the failures of spec 2 §8', async () => {
    expect(await statusOnly(fakeResponse(500, ''))).toEqual(failed(500));
    expect(await statusOnly(fakeResponse(422, '{}'))).toEqual(failed(404));
    expect(await statusOnly(fakeResponse(403, ''))).toEqual(unauthorized(403));
  });
});

describe('apiGet and apiSend', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => consoleError.mockRestore());

  it('gets with method GET and handles the response', async () => {
    const fetch = stubFetch({ '/api/x': { body: [1, 2] } });
    expect(await apiGet<number[]>('/api/x', { headers: { Accept: 'application/json' } })).toEqual(result([1, 2]));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init.method]).toEqual(['/api/x', 'GET']);
    expect([...new Headers(init.headers)]).toEqual([['accept', 'application/json']]);
  });

  const tokenInput = (value: string) => {
    document.getElementById('__RequestVerificationToken')?.remove();
    document.body.append(
      Object.assign(document.createElement('input'), { type: 'hidden', id: '__RequestVerificationToken', value }),
    );
  };
  const sentToken = (fetch: FetchRecord, call: number) =>
    new Headers(fetch.mock.calls[call]![1].headers).get('RequestVerificationToken');

  it("sends with the given method and body, and the page's anti-forgery token", async () => {
    tokenInput('oud-token');
    const fetch = stubFetch({ '/api/x': { status: 204 } });
    const init = { method: 'POST', body: '{"a":1}' };
    expect(await apiSend('/api/x', init)).toEqual(result(null, 204));
    expect(fetch).toHaveBeenCalledWith('/api/x', expect.objectContaining({ ...init, credentials: 'same-origin' }));
    expect(sentToken(fetch, 0)).toBe('oud-token');
  });

  it('reads a submission by its status alone when asked, and passes that on from apiSend', async () => {
    stubFetch({ '/api/form': { status: 200 } });
    expect(await apiSend('/api/form', { method: 'POST' }, { statusOnly: true })).toEqual(result(null));
    // Other callers still need a body they can read.
    expect(await apiSend('/api/form', { method: 'POST' })).toMatchObject({ kind: 'failed', status: 200 });
  });

  it('fetches a fresh token once and sends again when the api refuses the token', async () => {
    tokenInput('oud-token');
    const refusal = {
      statusCode: 403,
      message: 'Deze aanvraag mist een geldige beveiligingscode.',
      code: 'anti-forgery',
    };
    const answers: StubAnswer[] = [{ status: 403, body: refusal }, { status: 204 }];
    const fetch = stubFetch({
      '/api/form': () => answers.shift()!,
      '/api/v1/anti-forgery': { body: { Token: 'nieuw-token' } },
    });
    const body = new FormData();
    body.append('Email', 'anna@voorbeeld.nl');
    expect(await apiSend('/api/form', { method: 'POST', body })).toEqual(result(null, 204));
    expect(requestedUrls(fetch)).toEqual(['/api/form', '/api/v1/anti-forgery', '/api/form']);
    expect(sentToken(fetch, 2)).toBe('nieuw-token');
    // The same form goes again.
    expect([...(fetch.mock.calls[2]![1].body as FormData)]).toEqual([...body]);
    expect((document.getElementById('__RequestVerificationToken') as HTMLInputElement).value).toBe('nieuw-token');
  });

  it('shares one token refresh between two calls refused at the same moment', async () => {
    tokenInput('oud-token');
    const refusal = { statusCode: 403, code: 'anti-forgery' };
    const byToken = (request: Request): StubAnswer =>
      request.headers.get('RequestVerificationToken') === 'nieuw-token'
        ? { status: 204 }
        : { status: 403, body: refusal };
    const fetch = stubFetch({
      '/api/a': byToken,
      '/api/b': byToken,
      '/api/v1/anti-forgery': { body: { Token: 'nieuw-token' } },
    });
    const answers = await Promise.all([apiSend('/api/a', { method: 'POST' }), apiSend('/api/b', { method: 'POST' })]);
    expect(answers).toEqual([result(null, 204), result(null, 204)]);
    expect(requestedUrls(fetch).filter((url) => url === '/api/v1/anti-forgery')).toHaveLength(1);
  });

  it('tries only once: a second refusal, or another 403, reaches the caller', async () => {
    tokenInput('oud-token');
    const refusal = { statusCode: 403, code: 'anti-forgery' };
    let fetch = stubFetch({
      '/api/form': { status: 403, body: refusal },
      '/api/v1/anti-forgery': { body: { Token: 'nieuw-token' } },
    });
    expect(await apiSend('/api/form', { method: 'POST' })).toEqual(unauthorized(403));
    expect(fetch).toHaveBeenCalledTimes(3);
    fetch = stubFetch({ '/api/form': { status: 403, body: { statusCode: 403 } } });
    expect(await apiSend('/api/form', { method: 'POST' })).toEqual(unauthorized(403));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('logs, reports and gives failed 503 with the error when fetch rejects', async () => {
    stubFetch({
      '/api/x': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const reported = jest.fn();
    const stop = eventBus.on('error:reported', reported);

    const answer = await apiGet('/api/x');
    expect(answer).toEqual(failed(503, expect.any(TypeError)));
    const error = answer.kind === 'failed' ? answer.error : undefined;
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/api/x'), error);
    expect(reported).toHaveBeenCalledWith({ error, context: 'GET /api/x' });
    stop();
  });

  it('does not log or report a request the caller aborted', async () => {
    stubFetch({ '/api/x': { body: {} } });
    const controller = new AbortController();
    controller.abort();
    const reported = jest.fn();
    const stop = eventBus.on('error:reported', reported);

    expect(await apiGet('/api/x', { signal: controller.signal })).toMatchObject(failed(503));
    expect(consoleError).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
    stop();
  });
});
