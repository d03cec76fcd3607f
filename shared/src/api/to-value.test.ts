import { failed, result, unauthorized } from '../async/async-result';
import { toValue } from './to-value';

describe('toValue (spec 2 §8 converting a failed result)', () => {
  it('returns the value of a result', () => {
    expect(toValue(result({ a: 1 }))).toEqual({ a: 1 });
  });

  it('throws "API connection failed." for 503', () => {
    expect(messageOf(() => toValue(failed(503)))).toBe('API connection failed.');
  });

  it('throws "Internal server error" for 500', () => {
    expect(messageOf(() => toValue(failed(500)))).toBe('Internal server error');
  });

  it('throws "Items can not be found" for 404', () => {
    expect(messageOf(() => toValue(failed(404)))).toBe('Items can not be found');
  });

  it('returns the failed 404 when the caller allows 404', () => {
    const notFound = failed(404);
    expect(toValue(notFound, { allow404: true })).toBe(notFound);
  });

  it('returns the input for 301', () => {
    const moved = failed(301);
    expect(toValue(moved)).toBe(moved);
  });

  it('throws "Parsing error" for 200', () => {
    expect(messageOf(() => toValue(failed(200)))).toBe('Parsing error');
  });

  it.each([400, 502])('throws "Unknown async error with status code %i" for other statuses', (status) => {
    expect(messageOf(() => toValue(failed(status)))).toBe(`Unknown async error with status code ${status}`);
  });

  it('keeps the original error as the cause', () => {
    const error = new TypeError('Failed to fetch');
    expect(() => toValue(failed(503, error))).toThrow(expect.objectContaining({ cause: error }));
  });

  it('throws "Unauthorized" for an unauthorized result', () => {
    expect(messageOf(() => toValue(unauthorized(401)))).toBe('Unauthorized');
  });
});

// The exact message matters (it is shown and matched upstream), so compare it whole.
function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a throw');
}
