import type { LoadResult } from './api-load';
import type { ApiRun } from './api-scale';
import { apiScalePlan, engineTable, loadCell, sizeHeader } from './api-scale-table';

const result = (
  id: string,
  requestsPerSecond: number,
  p99Ms: number,
  failed: Partial<LoadResult> = {},
): LoadResult => ({
  id,
  label: id.replaceAll('-', ' '),
  url: `http://127.0.0.1/${id}`,
  answerBytes: 100,
  encoding: 'br',
  requestsPerSecond,
  p50Ms: 1,
  p99Ms,
  total: 1000,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  ...failed,
});

const run = (
  engine: ApiRun['engine'],
  scale: number,
  results: LoadResult[],
  failures: ApiRun['failures'] = [],
): ApiRun => ({
  engine,
  scale,
  answerCacheSeconds: 0,
  nodes: scale === 0 ? 1616 : 35_116,
  version: 'PostgreSQL 18.6',
  seedSeconds: 1,
  results,
  failures,
});

describe('loadCell', () => {
  it('writes requests per second, rounded with thousands separators, and the p99', () => {
    expect(loadCell(result('a', 4566.6, 11))).toBe('4,567 req/s, p99 11 ms');
  });

  it('adds failed answers: errors with timeouts, and non-2xx', () => {
    expect(loadCell(result('a', 50, 2953, { errors: 2, timeouts: 1, non2xx: 1200 }))).toBe(
      '50 req/s, p99 2953 ms, 3 errors, 1,200 non-2xx',
    );
  });

  it('leaves a call that was not measured empty', () => {
    expect(loadCell(undefined)).toBeNull();
  });
});

describe('sizeHeader', () => {
  it('names the normal seed and a scale with their node counts', () => {
    expect(sizeHeader({ scale: 0, nodes: 1616, answerCacheSeconds: 0 })).toBe('normal seed (1,616 nodes)');
    expect(sizeHeader({ scale: 20_000, nodes: 35_116, answerCacheSeconds: 0 })).toBe('--scale 20,000 (35,116 nodes)');
    expect(sizeHeader({ scale: 20_000, nodes: 35_116, answerCacheSeconds: 10 })).toBe(
      '--scale 20,000 (35,116 nodes), answer cache 10 s',
    );
  });
});

describe('engineTable', () => {
  const order = ['page-by-alias', 'site-search', 'fastify-hello'];

  it('puts the run with the answer cache after the same size without it', () => {
    const cached = { ...run('pglite', 20_000, [result('page-by-alias', 20_000, 2)]), answerCacheSeconds: 10 };
    const runs = [cached, run('pglite', 20_000, [result('page-by-alias', 4000, 11)])];
    expect(engineTable(runs, 'pglite', order)).toEqual({
      headers: ['call', '--scale 20,000 (35,116 nodes)', '--scale 20,000 (35,116 nodes), answer cache 10 s'],
      rows: [['page by alias', '4,000 req/s, p99 11 ms', '20,000 req/s, p99 2 ms']],
    });
  });

  it("takes one engine's runs, smallest size first, a row per call in the load's order", () => {
    const runs = [
      run('pglite', 20_000, [result('page-by-alias', 4000, 11), result('fastify-hello', 80_000, 0)]),
      run('postgres', 0, [result('page-by-alias', 9, 9)]),
      run('pglite', 0, [result('fastify-hello', 85_000, 0), result('page-by-alias', 3000, 12)]),
    ];
    expect(engineTable(runs, 'pglite', order)).toEqual({
      headers: ['call', 'normal seed (1,616 nodes)', '--scale 20,000 (35,116 nodes)'],
      rows: [
        ['page by alias', '3,000 req/s, p99 12 ms', '4,000 req/s, p99 11 ms'],
        ['fastify hello', '85,000 req/s, p99 0 ms', '80,000 req/s, p99 0 ms'],
      ],
    });
  });

  it('keeps a call one size could not measure in its place, empty there', () => {
    const failure = { id: 'site-search', label: 'site search', url: 'u', error: 'answered 500' };
    const runs = [
      run('postgres', 0, [result('page-by-alias', 1, 1), result('site-search', 2, 2), result('fastify-hello', 3, 0)]),
      run('postgres', 20_000, [result('page-by-alias', 1, 1), result('fastify-hello', 3, 0)], [failure]),
    ];
    expect(engineTable(runs, 'postgres', order).rows.map((row) => [row[0], row[2]])).toEqual([
      ['page by alias', '1 req/s, p99 1 ms'],
      ['site search', null],
      ['fastify hello', '3 req/s, p99 0 ms'],
    ]);
  });
});

describe('apiScalePlan', () => {
  it('measures PGlite alone without a server, both sizes, the largest also with the answer cache', () => {
    expect(apiScalePlan(20_000, null, 10)).toEqual([
      { engine: 'pglite', scale: 0, answerCacheSeconds: [0] },
      { engine: 'pglite', scale: 20_000, answerCacheSeconds: [0, 10] },
    ]);
  });

  it('adds the server after PGlite, and --scale 0 keeps the normal seed only', () => {
    expect(apiScalePlan(0, 'postgres://alz@127.0.0.1:5432/alz', 10)).toEqual([
      { engine: 'pglite', scale: 0, answerCacheSeconds: [0, 10] },
      { engine: 'postgres', scale: 0, answerCacheSeconds: [0, 10] },
    ]);
  });

  it('measures the database alone when the api keeps no answers', () => {
    expect(apiScalePlan(20_000, null, 0)).toEqual([
      { engine: 'pglite', scale: 0, answerCacheSeconds: [0] },
      { engine: 'pglite', scale: 20_000, answerCacheSeconds: [0] },
    ]);
  });
});
