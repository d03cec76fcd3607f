import { useEffect, useState, type DependencyList } from 'react';
import { loadWithRetry, type LoadWithRetryOptions, type Loader } from './load-with-retry';
import { unloaded, type RemoteData } from './remote-data';

export type UseRemoteDataOptions = Pick<
  LoadWithRetryOptions<unknown>,
  'maxAttempts' | 'intervalMs' | 'cache' | 'sleep' | 'now'
>;

/**
 * Loads on mount and whenever `deps` change, and returns the current async data state.
 * The loader gets an AbortSignal that is aborted on unmount or when deps change, so a stale
 * answer never overwrites the state of a newer load.
 */
export function useRemoteData<T>(
  load: Loader<T>,
  deps: DependencyList,
  options: UseRemoteDataOptions = {},
): RemoteData<T> {
  const [state, setState] = useState<RemoteData<T>>(unloaded<T>);

  useEffect(() => {
    const controller = new AbortController();
    void loadWithRetry(load, { ...options, signal: controller.signal, onChange: setState });
    return () => controller.abort();
    // The caller states what the load depends on, as with useEffect; `load` and `options` are
    // usually fresh closures on every render and must not restart the load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return state;
}
