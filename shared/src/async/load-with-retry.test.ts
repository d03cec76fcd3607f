import { failed, result, type AsyncResult } from './async-result';
import { loadWithRetry } from './load-with-retry';
import type { RemoteData } from './remote-data';

const sleep = () => jest.fn((_ms: number) => Promise.resolve());

describe('loadWithRetry', () => {
  it('passes through loading to loaded', async () => {
    const states: RemoteData<string>[] = [];
    const final = await loadWithRetry(() => Promise.resolve(result('v')), {
      onChange: (s) => states.push(s),
    });
    expect(states.map((s) => s.kind)).toEqual(['loading', 'loaded']);
    expect(final).toMatchObject({ kind: 'loaded', value: 'v', retryCount: 0 });
  });

  it('does not retry a failed result', async () => {
    const load = jest.fn(() => Promise.resolve(failed(500) as AsyncResult<string>));
    expect(await loadWithRetry(load, { sleep: sleep() })).toMatchObject({
      kind: 'failed',
      status: 500,
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a thrown call after the interval and reports the retry count', async () => {
    const wait = sleep();
    const load = jest
      .fn<Promise<AsyncResult<string>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(result('v'));
    const states: string[] = [];
    const final = await loadWithRetry(load, {
      sleep: wait,
      intervalMs: 25,
      onChange: (s) => states.push(s.kind),
    });
    expect(states).toEqual(['loading', 'connection-error', 'loading', 'loaded']);
    expect(wait).toHaveBeenCalledWith(25);
    expect(final).toMatchObject({ kind: 'loaded', retryCount: 1 });
  });

  it('gives failed 500 after the default 10 attempts all throw', async () => {
    const error = new Error('offline');
    const load = jest.fn(() => Promise.reject(error));
    const wait = sleep();
    const final = await loadWithRetry<string>(load, { sleep: wait });
    expect(final).toEqual({ kind: 'failed', status: 500, error });
    expect(load).toHaveBeenCalledTimes(10);
    expect(wait).toHaveBeenCalledTimes(9);
    expect(wait).toHaveBeenCalledWith(10);
  });

  it('reuses a fresh cache without calling, and calls again when flushed', async () => {
    const load = jest.fn(() => Promise.resolve(result('new')));
    const options = { cache: { expirySeconds: 10 }, now: () => 5_000 };
    const previous: RemoteData<string> = {
      kind: 'loaded',
      value: 'old',
      retryCount: 0,
      cache: { kind: 'populated', loadedAt: 0 },
    };

    expect(await loadWithRetry(load, { ...options, previous })).toBe(previous);
    expect(load).not.toHaveBeenCalled();

    expect(await loadWithRetry(load, { ...options, previous, flush: true })).toEqual({
      kind: 'loaded',
      value: 'new',
      retryCount: 0,
      cache: { kind: 'populated', loadedAt: 5_000 },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops calling and reporting once aborted', async () => {
    const controller = new AbortController();
    const onChange = jest.fn();
    const load = jest.fn(() => {
      controller.abort();
      return Promise.reject(new Error('offline'));
    });
    await loadWithRetry<string>(load, { signal: controller.signal, onChange, sleep: sleep() });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(controller.signal);
    expect(onChange.mock.calls.map(([s]) => s.kind)).toEqual(['loading']);
  });
});
