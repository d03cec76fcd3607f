import type { AsyncResult } from './async-result';
import {
  DEFAULT_RETRY_INTERVAL_MS,
  transition,
  unloaded,
  type RemoteData,
  type RemoteDataOptions,
} from './remote-data';

export interface LoadWithRetryOptions<T> extends RemoteDataOptions {
  intervalMs?: number;
  /** The state from an earlier load; its populated cache may be reused (spec 2 §4). */
  previous?: RemoteData<T>;
  /** Forces a new call even when the cache is still fresh. */
  flush?: boolean;
  /** Called with every state the load passes through, for rendering progress. */
  onChange?: (state: RemoteData<T>) => void;
  /** Once aborted, no further calls are made and onChange is no longer called. */
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export type Loader<T> = (signal?: AbortSignal) => Promise<AsyncResult<T>>;

function sleepFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs a loader through the async data states of spec 2 §4 and resolves with the final one.
 * Only a thrown call is retried: a failed result is an answer from the server, not a lost
 * connection, so asking again would not change it.
 */
export async function loadWithRetry<T>(load: Loader<T>, options: LoadWithRetryOptions<T> = {}): Promise<RemoteData<T>> {
  const { signal, onChange } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepFor;
  const aborted = () => signal?.aborted === true;

  let state = transition(
    options.previous ?? unloaded<T>(),
    { type: 'load', now: now(), flush: options.flush },
    options,
  );
  onChange?.(state);

  while (state.kind === 'loading') {
    let next: RemoteData<T>;
    try {
      next = transition(state, { type: 'settled', result: await load(signal), now: now() }, options);
    } catch (error) {
      next = transition(state, { type: 'threw', error }, options);
    }
    if (aborted()) return state;
    state = next;
    onChange?.(state);

    if (state.kind === 'connection-error') {
      await sleep(options.intervalMs ?? DEFAULT_RETRY_INTERVAL_MS);
      if (aborted()) return state;
      state = transition(state, { type: 'retry' }, options);
      onChange?.(state);
    }
  }
  return state;
}
