// The pure parts of the api at scale (api-scale.ts): which engines and sizes run, and report.md's
// tables, per engine a row per call and a column per size. Only types are imported, so Jest
// tests them without a database.
import type { LoadFailure, LoadResult } from './api-load';
import type { Cell } from './markdown';

export type EngineId = 'pglite' | 'postgres';

/** One engine at one size under load. */
export interface ApiRun {
  engine: EngineId;
  /** The `--scale` of the scale-up seed on top of the normal seed; 0 for the normal seed alone. */
  scale: number;
  /** How long the api kept its answers (API_RESPONSE_CACHE_SECONDS); 0: every call reached the database. */
  answerCacheSeconds: number;
  /** Rows in `nodes` after seeding. */
  nodes: number;
  /** The engine's `SELECT version()`, without the build details. */
  version: string;
  seedSeconds: number;
  results: LoadResult[];
  failures: LoadFailure[];
}

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

/**
 * A run as its column names it: the seed, how many nodes it made, and, when the api kept its
 * answers (response-cache.ts), for how long: that column is the api as visitors get it.
 */
export const sizeHeader = (run: Pick<ApiRun, 'scale' | 'nodes' | 'answerCacheSeconds'>): string =>
  `${sizeName(run)} (${run.nodes.toLocaleString('en')} nodes)` +
  (run.answerCacheSeconds > 0 ? `, answer cache ${run.answerCacheSeconds} s` : '');

/**
 * One engine's table: its runs from the smallest size, a row per call in `order` (ids; others
 * after them), and a dash where one size could not measure a call.
 */
export function engineTable(
  runs: readonly ApiRun[],
  engine: EngineId,
  order: readonly string[],
): { headers: string[]; rows: Cell[][] } {
  const columns = runs
    .filter((run) => run.engine === engine)
    .toSorted((a, b) => a.scale - b.scale || a.answerCacheSeconds - b.answerCacheSeconds);
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

/**
 * The engines and sizes to measure, in the order they run: PGlite first, each from its normal
 * seed. Every size is measured with the api's answer cache off (every call reaches the database);
 * the largest once more with it on for `answerCacheSeconds`, as the api runs by default.
 */
export function apiScalePlan(
  scale: number,
  databaseUrl: string | null,
  answerCacheSeconds: number,
): { engine: EngineId; scale: number; answerCacheSeconds: number[] }[] {
  const engines: EngineId[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
  const sizes = scale > 0 ? [0, scale] : [0];
  const largest = sizes.at(-1);
  return engines.flatMap((engine) =>
    sizes.map((size) => ({
      engine,
      scale: size,
      answerCacheSeconds: size === largest && answerCacheSeconds > 0 ? [0, answerCacheSeconds] : [0],
    })),
  );
}
