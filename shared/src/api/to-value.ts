import type { AsyncFailed, AsyncResult } from '../async/async-result';

export interface ToValueOptions {
  /** Hand a failed 404 back instead of throwing, for calls where "nothing there" is normal. */
  allow404?: boolean;
}

/**
 * Spec 2 §8 "converting a failed result": the value of a result, or an Error with the
 * catalogue's message. 301 hands the failed result back without throwing because the browser
 * is already navigating away.
 */
export function toValue<T>(value: AsyncResult<T>, options: ToValueOptions = {}): T | AsyncFailed {
  if (value.kind === 'result') return value.value;
  // The spec leaves unauthorized out of the conversion; throwing keeps it from passing as data.
  if (value.kind === 'unauthorized') throw new Error('Unauthorized', { cause: value });

  switch (value.status) {
    case 301:
      return value;
    case 404:
      if (options.allow404) return value;
      throw new Error('Items can not be found', { cause: value.error });
    case 503:
      throw new Error('API connection failed.', { cause: value.error });
    case 500:
      throw new Error('Internal server error', { cause: value.error });
    case 200:
      throw new Error('Parsing error', { cause: value.error });
    default:
      throw new Error(`Unknown async error with status code ${value.status}`, {
        cause: value.error,
      });
  }
}
