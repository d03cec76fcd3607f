// `npm run bench`: builds the site for production, starts it on free ports with a throw-away
// database, measures page loads and Lighthouse, stops it, measures the api under load at two
// sizes on each database engine, and writes bench/report.json and bench/report.md. A script,
// not a test: it checks no target, the report is for reading.
//
//   npm run bench                                  build, then everything
//   npm run bench -- --no-build                    the existing build in each app's dist/
//   npm run bench -- --runs 1 --only home,search --duration 2    a quick check
//   npm run bench -- --api-only --duration 5       the api alone: no build, site or browser
//   DATABASE_URL=postgres://… npm run bench        the api on that server too
//   npm run bench -- --postgres                    the api on a PostgreSQL server of its own too
//   npm run bench -- --nginx --duration 0          the site served as in production: each app's
//                                                  nginx as its image runs it (docker/nginx), into
//                                                  bench/nginx-report.{json,md}
//
// --only takes page kind ids (home, content, news, article, region, location, about, activities,
// vacancy, vacancies, application, memorytest, searchpage, search); --runs 0 skips Lighthouse,
// --duration 0 the api; --scale N is the scale-up seed of the api's second size (default 20000,
// 0 measures the normal seed only); --out writes the report to another folder than bench/ (a
// trial run that is not for committing).
//
// The api is measured on throw-away databases of its own (api-scale.ts), not on the site's: the
// site's api ran on in-memory PGlite, which the api never uses in production, and the normal-seed
// PGlite run measures the same calls on the api's default (a folder, in a worker thread) with the
// site already stopped, so it replaces the site's api phase instead of repeating it. On PostgreSQL
// each size is a database `alz_bench_<random>` created on the server and dropped afterwards, also
// on Ctrl-C; the site itself always runs on PGlite, whatever DATABASE_URL says.
//
// The npm script runs node with tsx's loader, not the tsx command: on Ctrl-C that command kills
// a process that does not answer within 30 ms, and Lighthouse keeps this one busy for longer,
// which would leave the site and Chromium running.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { buildAll } from '../build-all';
import { startPostgres } from '../postgres-server';
import { remoteApps } from '../serve/config';
import { startStack } from '../stack';
import { connections } from './api-load';
import { measureApiAtScale } from './api-scale';
import { runBench } from './bench-main';
import { onCleanup } from './cleanup';
import { runLighthouse } from './lighthouse';
import { selectKinds } from './page-kinds';
import { introducePaths, measurePages } from './pages';
import { loadConfig } from '@alz/api/database';
import { gitState, machine, reportDir, writeReport, type BenchReport } from './report';

// The api counts reads per visitor address, and every call here comes from one address: the
// limit stays on (its cost is part of the figures) but far above what the load sends.
const apiEnv = { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' };
// The api keeps a public read's answer for 10 s by default (API_RESPONSE_CACHE_SECONDS); under load
// it would then measure that cache, the same for every engine and size. So each size is measured
// with it off, every call reaching the database, and the largest once more with the default, as
// visitors get it (the site's api keeps it too: pages are measured as visitors get them).
const loadApiEnv = apiEnv;
const answerCacheSeconds = loadConfig({}).responseCacheSeconds;

function readOptions() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      'api-only': { type: 'boolean', default: false },
      postgres: { type: 'boolean', default: false },
      nginx: { type: 'boolean', default: false },
      scale: { type: 'string', default: '20000' },
      runs: { type: 'string', default: '3' },
      only: { type: 'string', default: '' },
      duration: { type: 'string', default: '10' },
      out: { type: 'string', default: reportDir },
    },
  });
  const count = (name: string, raw: string) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got "${raw}"`);
    return value;
  };
  return {
    build: !values['no-build'] && !values['api-only'],
    site: !values['api-only'],
    postgres: values.postgres,
    web: values.nginx ? ('nginx' as const) : ('node' as const),
    scale: count('scale', values.scale),
    runs: count('runs', values.runs),
    seconds: count('duration', values.duration),
    kinds: selectKinds(values.only.split(',').filter(Boolean)),
    out: path.resolve(values.out),
  };
}

/** Seconds since `since`, one decimal. */
const secondsSince = (since: number) => Math.round((Date.now() - since) / 100) / 10;

type Options = ReturnType<typeof readOptions>;
type Phase = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/** Starts the built site, measures its pages and Lighthouse, and stops it. */
async function measureSite(options: Options, phase: Phase) {
  const ports: Record<string, string> = {};
  for (const name of ['SHELL_PORT', 'API_PORT', 'BLOB_PORT', ...remoteApps.map((app) => app.portVar)]) {
    ports[name] = String(await getPort({ host: '127.0.0.1' }));
  }
  const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-bench-blob-'));
  onCleanup(() => fs.rmSync(blobDir, { recursive: true, force: true }));
  const stack = await phase('start', () =>
    startStack({
      // DATABASE_URL is for the api phase's engines; the site's api keeps to its throw-away PGlite.
      env: { ...ports, ...apiEnv, DATABASE_URL: undefined },
      blobDir,
      pgliteDir: 'memory',
      web: options.web,
      log: (line) => {
        if (/error|warn/i.test(line)) console.log(line);
      },
    }),
  );
  const stopStack = onCleanup(() => stack.stop());
  console.log(`The site runs on ${stack.shellUrl}`);

  await introducePaths(stack.shellUrl, options.kinds, (answerCacheSeconds + 1) * 1000);
  const pages = await phase('pages', () => measurePages(stack.shellUrl, options.kinds));
  const lighthouse = await phase('lighthouse', async () =>
    options.runs > 0
      ? runLighthouse(stack.shellUrl, options.kinds, options.runs)
      : { results: [], failures: [], settings: null },
  );
  await stopStack();
  return { pages, lighthouse };
}

async function bench(options: Options): Promise<void> {
  const started = Date.now();
  const phases: BenchReport['phases'] = {};
  /** Runs one part, noting its time and how busy the machine was as it began. */
  const phase: Phase = async (name, work) => {
    const begun = Date.now();
    const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
    const result = await work();
    phases[name] = { seconds: secondsSince(begun), loadAverage };
    return result;
  };

  if (options.build) await phase('build', () => buildAll('production'));
  const site = options.site ? await measureSite(options, phase) : null;

  let databaseUrl = process.env.DATABASE_URL || null;
  if (options.postgres && options.seconds > 0) {
    const server = await startPostgres();
    if (!server) throw new Error('--postgres needs PostgreSQL installed (Debian package postgresql).');
    onCleanup(() => server.stop());
    databaseUrl = server.url;
  }
  const api = await phase('api', async () => ({
    runs:
      options.seconds > 0
        ? await measureApiAtScale({
            scale: options.scale,
            seconds: options.seconds,
            databaseUrl,
            apiEnv: loadApiEnv,
            answerCacheSeconds,
          })
        : [],
  }));

  const report: BenchReport = {
    date: new Date().toISOString(),
    command: ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' '),
    git: gitState(),
    machine: machine(),
    settings: {
      lighthouseRuns: options.runs,
      loadSeconds: options.seconds,
      connections,
      apiEnv: loadApiEnv,
      scale: options.scale,
      web: options.web,
    },
    seconds: secondsSince(started),
    phases,
    pages: site?.pages ?? { measurements: [], failures: [] },
    lighthouse: site?.lighthouse ?? { results: [], failures: [], settings: null },
    api,
  };
  for (const file of await writeReport(report, options.out)) console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

await runBench(readOptions, bench);
