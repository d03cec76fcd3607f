import { failed, isFailed, isResult, isUnauthorized, result, unauthorized } from './async-result';

describe('async result constructors', () => {
  it('defaults a result to status 200', () => {
    expect(result('x')).toEqual({ kind: 'result', status: 200, value: 'x' });
    expect(result('x', 201).status).toBe(201);
  });

  it('defaults unauthorized to status 400', () => {
    expect(unauthorized()).toEqual({ kind: 'unauthorized', status: 400 });
    expect(unauthorized(403).status).toBe(403);
  });

  it('defaults failed to status 400 and keeps the error when given', () => {
    expect(failed()).toStrictEqual({ kind: 'failed', status: 400 });
    const error = new Error('boom');
    expect(failed(503, error)).toStrictEqual({ kind: 'failed', status: 503, error });
  });
});

describe('async result guards', () => {
  it('tell the three kinds apart', () => {
    expect(isResult(result(1))).toBe(true);
    expect(isResult(failed())).toBe(false);
    expect(isUnauthorized(unauthorized())).toBe(true);
    expect(isUnauthorized(result(1))).toBe(false);
    expect(isFailed(failed())).toBe(true);
    expect(isFailed(unauthorized())).toBe(false);
  });

  it('isFailed rejects plain values, so it can narrow the output of toValue', () => {
    expect(isFailed(null)).toBe(false);
    expect(isFailed('failed')).toBe(false);
    expect(isFailed({ kind: 'failed' })).toBe(false);
  });
});
