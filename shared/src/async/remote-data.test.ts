import { failed, result, unauthorized } from './async-result';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_RETRY_INTERVAL_MS, transition, unloaded, type RemoteData } from './remote-data';

const loading = (retryCount = 0): RemoteData<string> => ({ kind: 'loading', retryCount });
const cached = (loadedAt: number): RemoteData<string> => ({
  kind: 'loaded',
  value: 'old',
  retryCount: 0,
  cache: { kind: 'populated', loadedAt },
});

describe('remote data transitions (spec 2 §4)', () => {
  it('uses the spec defaults of 10 attempts and a 10 ms interval', () => {
    expect(DEFAULT_MAX_ATTEMPTS).toBe(10);
    expect(DEFAULT_RETRY_INTERVAL_MS).toBe(10);
  });

  it('goes from unloaded to loading', () => {
    expect(transition(unloaded<string>(), { type: 'load', now: 0 })).toEqual(loading());
  });

  it('a result makes it loaded with an empty cache when caching is not configured', () => {
    expect(transition(loading(2), { type: 'settled', result: result('v'), now: 5 })).toEqual({
      kind: 'loaded',
      value: 'v',
      retryCount: 2,
      cache: { kind: 'empty' },
    });
  });

  it('a result populates the cache when caching is configured', () => {
    const next = transition(
      loading(),
      { type: 'settled', result: result('v'), now: 5000 },
      { cache: { expirySeconds: 60 } },
    );
    expect(next).toMatchObject({ kind: 'loaded', cache: { kind: 'populated', loadedAt: 5000 } });
  });

  it('an unauthorized result gives unauthorized', () => {
    expect(transition(loading(), { type: 'settled', result: unauthorized(403), now: 0 })).toEqual({
      kind: 'unauthorized',
      status: 403,
    });
  });

  it('any other failed result gives failed with its status and error', () => {
    const error = new Error('x');
    expect(transition(loading(), { type: 'settled', result: failed(404, error), now: 0 })).toStrictEqual({
      kind: 'failed',
      status: 404,
      error,
    });
  });

  it('a thrown call gives connection-error and the retry tick goes back to loading', () => {
    const error = transition(loading(), { type: 'threw', error: new Error('offline') });
    expect(error).toEqual({ kind: 'connection-error', retryCount: 1 });
    expect(transition(error, { type: 'retry' })).toEqual(loading(1));
  });

  it('after the maximum attempts a thrown call gives failed 500', () => {
    const error = new Error('offline');
    expect(transition(loading(9), { type: 'threw', error })).toEqual({
      kind: 'failed',
      status: 500,
      error,
    });
    expect(transition(loading(2), { type: 'threw', error }, { maxAttempts: 3 })).toMatchObject({
      kind: 'failed',
      status: 500,
    });
    expect(transition(loading(8), { type: 'threw', error })).toMatchObject({
      kind: 'connection-error',
    });
  });

  describe('cache', () => {
    const options = { cache: { expirySeconds: 60 } };

    it('reuses a populated cache younger than its expiry', () => {
      const state = cached(1000);
      expect(transition(state, { type: 'load', now: 1000 + 59_999 }, options)).toBe(state);
    });

    it('loads again once the cache has expired', () => {
      expect(transition(cached(1000), { type: 'load', now: 1000 + 60_000 }, options)).toEqual(loading());
    });

    it('loads again when a flush is forced', () => {
      expect(transition(cached(1000), { type: 'load', now: 1001, flush: true }, options)).toEqual(loading());
    });

    it('loads again when caching is not configured', () => {
      expect(transition(cached(1000), { type: 'load', now: 1001 })).toEqual(loading());
    });

    it('never reuses an empty cache', () => {
      const state: RemoteData<string> = {
        kind: 'loaded',
        value: 'v',
        retryCount: 0,
        cache: { kind: 'empty' },
      };
      expect(transition(state, { type: 'load', now: 0 }, options)).toEqual(loading());
    });
  });

  it('ignores answers and ticks that do not fit the current state', () => {
    const done = cached(0);
    expect(transition(done, { type: 'settled', result: result('late'), now: 1 })).toBe(done);
    expect(transition(done, { type: 'threw', error: 1 })).toBe(done);
    expect(transition(done, { type: 'retry' })).toBe(done);
  });
});
