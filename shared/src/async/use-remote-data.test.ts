import { act, renderHook, waitFor } from '@testing-library/react';
import { result, type AsyncResult } from './async-result';
import { useRemoteData } from './use-remote-data';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useRemoteData', () => {
  it('loads on mount and returns the loaded state', async () => {
    const { result: hook } = renderHook(() => useRemoteData(() => Promise.resolve(result(['a'])), []));
    await waitFor(() => expect(hook.current).toMatchObject({ kind: 'loaded', value: ['a'] }));
  });

  it('shows loading while the call is pending', async () => {
    const pending = deferred<AsyncResult<string>>();
    const { result: hook } = renderHook(() => useRemoteData(() => pending.promise, []));
    expect(hook.current.kind).toBe('loading');
    await act(async () => pending.resolve(result('v')));
    expect(hook.current).toMatchObject({ kind: 'loaded', value: 'v' });
  });

  it('ignores the answer of a load whose deps have changed', async () => {
    const calls = new Map<number, ReturnType<typeof deferred<AsyncResult<string>>>>();
    const { result: hook, rerender } = renderHook(
      ({ id }: { id: number }) =>
        useRemoteData(() => {
          const call = deferred<AsyncResult<string>>();
          calls.set(id, call);
          return call.promise;
        }, [id]),
      { initialProps: { id: 1 } },
    );
    rerender({ id: 2 });
    await act(async () => calls.get(2)?.resolve(result('second')));
    await act(async () => calls.get(1)?.resolve(result('first')));
    expect(hook.current).toMatchObject({ kind: 'loaded', value: 'second' });
  });

  it('aborts the signal given to the loader on unmount', () => {
    let signal: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useRemoteData((s) => {
        signal = s;
        return new Promise<AsyncResult<string>>(() => {});
      }, []),
    );
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
