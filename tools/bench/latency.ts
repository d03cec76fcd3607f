// Latency figures of the search bench: percentiles of answer times, by the nearest-rank method, so
// each figure is a time one request really took.

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** The p-th percentile (0 < p ≤ 100) of `sorted`, ascending: the smallest value with p % at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** p50, p95, p99, max and mean of times in milliseconds, to a tenth. */
export function summarize(times: readonly number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
    mean: round(mean),
  };
}
