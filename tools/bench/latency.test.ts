import { percentile, summarize } from './latency';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes a value that occurred: the smallest with p % at or below it', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([3, 7, 9], 50)).toBe(7);
  });

  it('handles one value and none', () => {
    expect(percentile([4], 99)).toBe(4);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts the times and rounds to a tenth of a millisecond', () => {
    expect(summarize([5.04, 1.26, 3, 2, 4])).toEqual({ count: 5, p50: 3, p95: 5, p99: 5, max: 5, mean: 3.1 });
  });

  it('has no figures without times', () => {
    expect(summarize([])).toEqual({ count: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN });
  });
});
