// The pure parts of the api at scale (api-scale.ts): which engines and sizes run, and report.md's
// tables, per engine a row per call and a column per size. Only types are imported, so Jest
// tests them without a database.
import type { LoadResult } from './api-load';
import type { ApiRun, EngineId } from './api-scale';
import type { Cell } from './markdown';

/** "N req/s, p99 M ms", and the failed answers when there were any (they make a figure suspect). */
export function loadCell(result: LoadResult | undefined): Cell {
  if (!result) return null;
  const perSecond = Math.round(result.requestsPerSecond).toLocaleString('en');
  const failed = [
    result.errors + result.timeouts > 0 ? `${(result.errors + result.timeouts).toLocaleString('en')} errors` : '',
    result.non2xx > 0 ? `${result.non2xx.toLocaleString('en')} non-2xx` : '',
  ].filter(Boolean);
  return [`${perSecond} req/s`, `p99 ${result.p99Ms} ms`, ...failed].join(', ');
}

/** A size by its seed: 'normal seed', or the scale-up seed's option. */
export const sizeName = (run: Pick<ApiRun, 'scale'>): string =>
  run.scale > 0 ? `--scale ${run.scale.toLocaleString('en')}` : 'normal seed';

/** A size as its column names it: the seed, and how many nodes it made. */
export const sizeHeader = (run: Pick<ApiRun, 'scale' | 'nodes'>): string =>
  `${sizeName(run)} (${run.nodes.toLocaleString('en')} nodes)`;

/**
 * One engine's table: its runs from the smallest size, a row per call in `order` (ids; others
 * after them), and a dash where one size could not measure a call.
 */
export function engineTable(
  runs: readonly ApiRun[],
  engine: EngineId,
  order: readonly string[],
): { headers: string[]; rows: Cell[][] } {
  const columns = runs.filter((run) => run.engine === engine).toSorted((a, b) => a.scale - b.scale);
  const calls = new Map<string, string>();
  for (const run of columns) {
    for (const { id, label } of [...run.results, ...run.failures]) if (!calls.has(id)) calls.set(id, label);
  }
  // A failed call is listed after the measured ones of its run; the table keeps the load's order.
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  const ordered = [...calls].sort(([a], [b]) => rank(a) - rank(b));
  return {
    headers: ['call', ...columns.map(sizeHeader)],
    rows: ordered.map(([id, label]) => [
      label,
      ...columns.map((run) => loadCell(run.results.find((result) => result.id === id))),
    ]),
  };
}

/** The engines and sizes to measure, in the order they run: PGlite first, each from its normal seed. */
export function apiScalePlan(scale: number, databaseUrl: string | null): { engine: EngineId; scale: number }[] {
  const engines: EngineId[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
  const sizes = scale > 0 ? [0, scale] : [0];
  return engines.flatMap((engine) => sizes.map((size) => ({ engine, scale: size })));
}
