import type { AsyncResult } from './async-result';

// Spec 2 §9: async retry default 10 attempts, interval 10 (passed to a timer, so ms).
export const DEFAULT_MAX_ATTEMPTS = 10;
export const DEFAULT_RETRY_INTERVAL_MS = 10;

export type CacheState = { kind: 'empty' } | { kind: 'populated'; loadedAt: number };

// Spec 2 §3 async data states. `loading` carries the retry count so a retried load that
// finally succeeds still reports how many attempts it took.
export type RemoteData<T> =
  | { kind: 'unloaded' }
  | { kind: 'loading'; retryCount: number }
  | { kind: 'loaded'; value: T; retryCount: number; cache: CacheState }
  | { kind: 'failed'; status: number; error?: unknown }
  | { kind: 'unauthorized'; status: number }
  | { kind: 'connection-error'; retryCount: number };

export interface RemoteDataOptions {
  /** Total calls made before giving up; the last thrown call ends in failed 500. */
  maxAttempts?: number;
  /** Caching is off unless configured; a populated cache younger than this is reused. */
  cache?: { expirySeconds: number };
}

export type RemoteDataEvent<T> =
  | { type: 'load'; now: number; flush?: boolean }
  | { type: 'settled'; result: AsyncResult<T>; now: number }
  | { type: 'threw'; error: unknown }
  | { type: 'retry' };

export function unloaded<T>(): RemoteData<T> {
  return { kind: 'unloaded' };
}

function isCacheFresh<T>(state: RemoteData<T>, now: number, options: RemoteDataOptions): boolean {
  if (state.kind !== 'loaded' || state.cache.kind !== 'populated' || !options.cache) return false;
  return now - state.cache.loadedAt < options.cache.expirySeconds * 1000;
}

/**
 * Spec 2 §4 as a pure function. Events that do not fit the current state (a late answer
 * after a new load started, a retry tick after giving up) leave the state as it is.
 */
export function transition<T>(
  state: RemoteData<T>,
  event: RemoteDataEvent<T>,
  options: RemoteDataOptions = {},
): RemoteData<T> {
  switch (event.type) {
    case 'load':
      if (!event.flush && isCacheFresh(state, event.now, options)) return state;
      return { kind: 'loading', retryCount: 0 };

    case 'settled': {
      if (state.kind !== 'loading') return state;
      const { result } = event;
      if (result.kind === 'result') {
        return {
          kind: 'loaded',
          value: result.value,
          retryCount: state.retryCount,
          cache: options.cache ? { kind: 'populated', loadedAt: event.now } : { kind: 'empty' },
        };
      }
      if (result.kind === 'unauthorized') return { kind: 'unauthorized', status: result.status };
      return result.error === undefined
        ? { kind: 'failed', status: result.status }
        : { kind: 'failed', status: result.status, error: result.error };
    }

    case 'threw': {
      if (state.kind !== 'loading') return state;
      const attempts = state.retryCount + 1;
      if (attempts >= (options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) {
        return { kind: 'failed', status: 500, error: event.error };
      }
      return { kind: 'connection-error', retryCount: attempts };
    }

    case 'retry':
      if (state.kind !== 'connection-error') return state;
      return { kind: 'loading', retryCount: state.retryCount };
  }
}
