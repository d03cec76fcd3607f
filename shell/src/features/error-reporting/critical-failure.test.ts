import { handleCriticalFailure, isChunkLoadError, loadCriticalApp, offlinePath } from './critical-failure';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function chunkError() {
  return Object.assign(new Error('Loading chunk 123 failed.\n(error: https://example.nl/123.js)'), {
    name: 'ChunkLoadError',
  });
}

describe('critical load failure (spec 2 §4)', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let redirect: jest.Mock;
  const options = () => ({ production: true, storage: () => storage, redirect, wait: () => Promise.resolve() });

  beforeEach(() => {
    storage = memoryStorage();
    redirect = jest.fn();
    document.body.innerHTML = '';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('logs the failure and sends the visitor to the offline page in production', async () => {
    const failure = new Error('shared module missing');
    expect(await loadCriticalApp(() => Promise.reject(failure), options())).toBe(false);
    expect(console.error).toHaveBeenCalledWith('The site could not start', failure);
    expect(redirect).toHaveBeenCalledWith('/alz-offline');
  });

  it('redirects only once per session, so a broken offline page cannot loop', async () => {
    await loadCriticalApp(() => Promise.reject(new Error('kapot')), options());
    await loadCriticalApp(() => Promise.reject(new Error('weer kapot')), options());
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('re-arms the redirect once the site has started again', async () => {
    await loadCriticalApp(() => Promise.reject(new Error('kapot')), options());
    expect(await loadCriticalApp(() => Promise.resolve(), options())).toBe(true);
    await loadCriticalApp(() => Promise.reject(new Error('later weer kapot')), options());
    expect(redirect).toHaveBeenCalledTimes(2);
  });

  it('stays on the page in development, and when session storage is blocked', () => {
    handleCriticalFailure(new Error('kapot'), { ...options(), production: false });
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    handleCriticalFailure(new Error('kapot'), { ...options(), storage: blocked });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('retries a chunk load error three times before giving up', async () => {
    const load = jest.fn(() => Promise.reject(chunkError()));
    await loadCriticalApp(load, options());
    expect(load).toHaveBeenCalledTimes(4);
    expect(console.warn).toHaveBeenCalledTimes(3);
    expect(redirect).toHaveBeenCalledWith('/alz-offline');
  });

  it('starts normally when a retry of a chunk load error works', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({});
    expect(await loadCriticalApp(load, options())).toBe(true);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('names the offline page after the brand page input, and falls back to alz', () => {
    expect(offlinePath()).toBe('/alz-offline');
    document.body.innerHTML = '<input type="hidden" id="brand" value="sdv" />';
    expect(offlinePath()).toBe('/sdv-offline');
    document.body.innerHTML = '<input type="hidden" id="brand" value="//evil.example/x" />';
    expect(offlinePath()).toBe('/alz-offline');
  });

  it('recognises webpack chunk load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false);
  });
});
