// `npm run bench:search`: site search and suggestions at the size of the real site.
// Builds a throw-away database (migrations, the normal seed and the scale-up seed of
// api/src/seed/scale.ts, 33,500 more nodes at the default --scale 20000), starts the api in this
// process on a free loopback port, asks it 200 searches and 200 typed prefixes one at a time over
// HTTP, and writes bench/search-report.json and bench/search-report.md. A script, not a test: the
// targets are shown, not asserted; but an answer that is not 200 fails the run (exit 1).
//
//   npm run bench:search                                 PGlite in a temporary folder
//   npm run bench:search -- --postgres                   a PostgreSQL server of its own (Debian's)
//   npm run bench:search -- --database-url postgres://…  a schema of its own on that server (or DATABASE_URL)
//   npm run bench:search -- --scale 2000 --queries 50 --out /tmp/search-bench    a quick check
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp } from '@alz/api/app';
import { addScaleContent, migrate, scaleCounts, seedDatabase } from '@alz/api/database';
import { runBench } from './bench-main';
import { onCleanup } from './cleanup';
import { ACCEPT_ENCODING, get, measure, suggestionsOf, totalOf } from './search-calls';
import { gitState, reportDir } from './report';
import { openBenchDatabase, type DatabaseChoice } from './search-database';
import { searchPath, searchQueries, suggestPath, suggestPrefixes } from './search-queries';
import { machine, writeSearchReport, type CallFigures, type SearchReport } from './search-report';

const WARM_UP = 20;

function readOptions() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '20000' },
      queries: { type: 'string', default: '200' },
      'database-url': { type: 'string' },
      postgres: { type: 'boolean', default: false },
      out: { type: 'string', default: reportDir },
    },
  });
  const count = (name: string, raw: string, min: number) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`--${name} must be a whole number from ${min}, got "${raw}"`);
    }
    return value;
  };
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  const database: DatabaseChoice = values.postgres
    ? { kind: 'own server' }
    : url
      ? { kind: 'url', url }
      : { kind: 'pglite' };
  return {
    scale: count('scale', values.scale, 0),
    queries: count('queries', values.queries, 1),
    database,
    out: path.resolve(values.out),
  };
}

const secondsSince = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function bench(options: ReturnType<typeof readOptions>): Promise<number> {
  const phases: SearchReport['phases'] = {};
  const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const begun = performance.now();
    const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
    console.log(`${name}…`);
    const result = await work();
    phases[name] = { seconds: secondsSince(begun), loadAverage };
    return result;
  };

  const { db, backend, version } = await phase('database', () => openBenchDatabase(options.database));
  await phase('seed', async () => {
    await migrate(db);
    await seedDatabase(db);
  });
  await phase('scale', () => addScaleContent(db, scaleCounts(options.scale)));
  const { rows } = await db.query<{ type: string; count: number }>(
    'SELECT type, count(*)::int AS count FROM nodes WHERE status GROUP BY type ORDER BY count DESC, type',
  );

  // As the bench's api runs: the rate limit on, but far above what one visitor here sends. Only
  // errors are logged, so the cause of a 5xx shows and no time goes to a line per request.
  const app = await buildApp({
    db,
    siteUrl: 'http://localhost:3000',
    rateLimitMax: 1_000_000,
    loggerInstance: pino({ level: 'error' }, pino.destination(2)),
  });
  onCleanup(() => app.close());
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  onCleanup(() => agent.destroy());

  const searches = searchQueries(options.queries).map((query) => ({ kind: query.kind, path: searchPath(query) }));
  const prefixes = suggestPrefixes(options.queries).map((prefix) => ({ kind: prefix.kind, path: suggestPath(prefix) }));
  // Other seeds than the measured lists, so the measured calls are not repeats of the warm-up.
  await phase('warm-up', async () => {
    for (const query of searchQueries(WARM_UP, 1016)) await get(agent, base, searchPath(query));
    for (const prefix of suggestPrefixes(WARM_UP, 1019)) await get(agent, base, suggestPath(prefix));
  });
  const search = await phase('search', () => measure(agent, base, searches, totalOf));
  const suggest = await phase('suggest', () => measure(agent, base, prefixes, suggestionsOf));

  const totals = [...search.counts].sort((a, b) => a - b);
  const report: SearchReport = {
    date: new Date().toISOString(),
    command: ['npm run bench:search', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' '),
    git: gitState(),
    machine: machine(),
    database: {
      backend,
      version,
      documents: rows.reduce((sum, row) => sum + row.count, 0),
      byType: Object.fromEntries(rows.map((row) => [row.type, row.count])),
    },
    settings: {
      scale: options.scale,
      searches: searches.length,
      prefixes: prefixes.length,
      warmUp: WARM_UP,
      transport: `HTTP/1.1 on loopback to the api listening in the bench's own process, one kept-alive connection, Accept-Encoding: ${ACCEPT_ENCODING}`,
    },
    phases,
    search: {
      ...search.figures,
      noHits: totals.filter((total) => total === 0).length,
      medianTotal: totals[Math.floor((totals.length - 1) / 2)] ?? 0,
    },
    suggest: {
      ...suggest.figures,
      empty: suggest.counts.filter((count) => count === 0).length,
      meanSuggestions:
        Math.round((suggest.counts.reduce((sum, n) => sum + n, 0) / (suggest.counts.length || 1)) * 10) / 10,
    },
  };
  for (const file of await writeSearchReport(report, options.out)) {
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  }
  const line = (label: string, l: CallFigures['latency']) =>
    `${label}: p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms`;
  console.log(`${report.database.documents} documents on ${backend}`);
  console.log(line('search', search.figures.latency));
  console.log(line('suggest', suggest.figures.latency));
  for (const [label, result] of [
    ['search', search],
    ['suggest', suggest],
  ] as const) {
    if (result.failed === 0) continue;
    console.error(`\n${label}: ${result.failed} answers were not 200 or not in the expected shape, e.g.:`);
    for (const failure of result.figures.failures) {
      console.error(`  ${failure.status} ${failure.path}: ${failure.body}`);
    }
  }
  return search.failed + suggest.failed;
}

await runBench(readOptions, bench);
