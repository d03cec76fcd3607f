// Spec 2 §3: every call answers with one of three kinds, so callers handle "not allowed" and
// "went wrong" as values instead of catching exceptions (conventions habit 13).

export type AsyncOk<T> = { kind: 'result'; status: number; value: T };
export type AsyncUnauthorized = { kind: 'unauthorized'; status: number };
export type AsyncFailed = { kind: 'failed'; status: number; error?: unknown };

export type AsyncResult<T> = AsyncOk<T> | AsyncUnauthorized | AsyncFailed;

// Status defaults are the spec's: 200 for a result, 400 for unauthorized and failed.
export function result<T>(value: T, status = 200): AsyncOk<T> {
  return { kind: 'result', status, value };
}

export function unauthorized(status = 400): AsyncUnauthorized {
  return { kind: 'unauthorized', status };
}

export function failed(status = 400, error?: unknown): AsyncFailed {
  return error === undefined ? { kind: 'failed', status } : { kind: 'failed', status, error };
}

export function isResult<T>(value: AsyncResult<T>): value is AsyncOk<T> {
  return value.kind === 'result';
}

export function isUnauthorized<T>(value: AsyncResult<T>): value is AsyncUnauthorized {
  return value.kind === 'unauthorized';
}

// Takes unknown because toValue answers `T | AsyncFailed` (301 and allowed 404 hand the failed
// result back), and callers need to tell the two apart.
export function isFailed(value: unknown): value is AsyncFailed {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'failed' &&
    'status' in value &&
    typeof value.status === 'number'
  );
}
