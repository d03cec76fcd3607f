import { retry, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { yieldToMain } from '../async/yield-to-main';
import { apiGet } from './api-client';

// Spec 2 §9: async retry default 10 attempts, interval 10 (passed to a timer, so ms).
export const MAX_ATTEMPTS = 10;
export const RETRY_INTERVAL_MS = 10;

export interface ApiError {
  kind: 'failed' | 'unauthorized';
  status: number;
}

type Attempt = ApiError & {
  /** The call threw (no answer came: the connection), which spec 2 §4 tries again. */
  connection?: true;
};

const once: BaseQueryFn<string, unknown, Attempt> = async (url, { signal }) => {
  // React starts a component's queries in the task that puts the page on screen; sending each
  // from a task of its own keeps that task short on a slow phone (total blocking time).
  await yieldToMain();
  const answer = await apiGet<unknown>(url, { signal });
  if (answer.kind === 'result') return { data: answer.value };
  // The api client turns a call that threw into failed 503 with the error; a 503 the server
  // sent has none. An answer from the server would not change by asking again.
  const connection = answer.kind === 'failed' && answer.error !== undefined && answer.status === 503;
  return {
    error: connection ? { kind: 'failed', status: 503, connection } : { kind: answer.kind, status: answer.status },
  };
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const retried = retry(once, {
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    (error as Attempt).connection === true && attempt < MAX_ATTEMPTS && !baseQueryApi.signal.aborted,
  backoff: (_attempt, _max, signal) => sleep(RETRY_INTERVAL_MS, signal),
});

/**
 * RTK Query base query on top of the api client, so every remote's endpoints get the response
 * handling of spec 2 §8 and components see `{ kind, status }` errors, never raw responses.
 * Spec 2 §4: a call that throws is tried again after the interval, up to the maximum attempts,
 * and then fails with status 500; so a network blip heals without the visitor doing anything.
 */
export const asyncResultBaseQuery: BaseQueryFn<string, unknown, ApiError> = async (url, api, extraOptions) => {
  const answer = await retried(url, api, extraOptions as object);
  if (answer.error === undefined) return answer;
  const error = answer.error as Attempt;
  return { error: error.connection ? { kind: 'failed', status: 500 } : { kind: error.kind, status: error.status } };
};
