import { stubFetch } from '@test/fetch-stub';
import { lookupRedirect } from './redirect-client';

const URL_OLD = '/api/v1/redirect/lookup?path=/over-dementie';

describe('lookupRedirect', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('follows a cached redirect without a request', async () => {
    localStorage.setItem('redirects', JSON.stringify({ '/over-dementie': '/dementie' }));
    const fetch = stubFetch({});
    expect(await lookupRedirect('/over-dementie')).toEqual({ kind: 'result', status: 200, value: '/dementie' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the api when the cached target is the path itself', async () => {
    localStorage.setItem('redirects', JSON.stringify({ '/over-dementie': '/over-dementie' }));
    const fetch = stubFetch({ [URL_OLD]: { body: { From: '/over-dementie', To: '/dementie' } } });
    expect(await lookupRedirect('/over-dementie')).toMatchObject({ kind: 'result', value: '/dementie' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches once with the anti-forgery token and same-origin credentials, then caches the pair', async () => {
    const fetch = stubFetch({ [URL_OLD]: { body: { From: '/over-dementie', To: '/dementie' } } });
    const answer = await lookupRedirect('/over-dementie', { token: 'geheim' });
    expect(answer).toEqual({ kind: 'result', status: 200, value: '/dementie' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init.method, init.credentials]).toEqual([URL_OLD, 'GET', 'same-origin']);
    expect([...new Headers(init.headers)]).toEqual([['requestverificationtoken', 'geheim']]);
    expect(JSON.parse(localStorage.getItem('redirects') ?? '')).toEqual({ '/over-dementie': '/dementie' });
  });

  it('reads the token from the hidden page input by default', async () => {
    document.body.innerHTML = '<input type="hidden" id="__RequestVerificationToken" value="uit-de-pagina">';
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ To: '/a' }) }) as Response);
    await lookupRedirect('/b', { fetchImpl, storage: null });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/v1/redirect/lookup?path=/b',
      expect.objectContaining({ headers: { RequestVerificationToken: 'uit-de-pagina' } }),
    );
    document.body.innerHTML = '';
  });

  it('gives null (no redirect) for To null, without caching it', async () => {
    const fetch = stubFetch({ [URL_OLD]: { body: { From: '/over-dementie', To: null } } });
    expect(await lookupRedirect('/over-dementie')).toEqual({ kind: 'result', status: 200, value: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('redirects')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  it("gives null (no redirect) for an older api's 404 and for a target equal to the path", async () => {
    stubFetch({});
    expect(await lookupRedirect('/over-dementie')).toEqual({ kind: 'result', status: 200, value: null });
    stubFetch({ [URL_OLD]: { body: { From: '/over-dementie', To: '/over-dementie' } } });
    expect(await lookupRedirect('/over-dementie')).toMatchObject({ kind: 'result', value: null });
    expect(localStorage.getItem('redirects')).toBeNull();
  });

  it('fails with the status of any other non-OK answer and does not retry', async () => {
    const fetch = stubFetch({ [URL_OLD]: { status: 500 } });
    expect(await lookupRedirect('/over-dementie')).toEqual({ kind: 'failed', status: 500 });
    expect(fetch).toHaveBeenCalledTimes(1);
    stubFetch({ [URL_OLD]: { status: 403 } });
    expect(await lookupRedirect('/over-dementie')).toEqual({ kind: 'failed', status: 403 });
  });

  it('fails with 599 and logs it when the body cannot be parsed', async () => {
    stubFetch({ [URL_OLD]: { text: '<html>oeps' } });
    expect(await lookupRedirect('/over-dementie')).toMatchObject({ kind: 'failed', status: 599 });
    // Node's fetch parses in its own realm: its SyntaxError is no instance of this page's Error.
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('/over-dementie'),
      expect.objectContaining({ name: 'SyntaxError' }),
    );
  });

  it('fails with 599 when the answer has no To', async () => {
    stubFetch({ [URL_OLD]: { body: { From: '/over-dementie' } } });
    expect(await lookupRedirect('/over-dementie')).toMatchObject({ kind: 'failed', status: 599 });
    expect(console.error).toHaveBeenCalled();
  });

  it('fails with 503 when the server cannot be reached', async () => {
    const fetchImpl = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await lookupRedirect('/x', { fetchImpl, storage: null })).toMatchObject({ kind: 'failed', status: 503 });
  });

  it('tolerates a broken cache and blocked storage', async () => {
    localStorage.setItem('redirects', '{kapot');
    stubFetch({ [URL_OLD]: { body: { To: '/dementie' } } });
    expect(await lookupRedirect('/over-dementie')).toMatchObject({ value: '/dementie' });
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(await lookupRedirect('/over-dementie', { storage: blocked })).toMatchObject({ value: '/dementie' });
  });
});
