// `npm run bench`: builds the site for production, starts it on free ports with a throw-away
// database, measures page loads, Lighthouse and the api under load, stops everything and writes
// bench/report.json and bench/report.md (issue 15 item 6). A script, not a test: it checks no
// target, the report is for reading.
//
//   npm run bench                                  build, then everything (6 minutes after the build)
//   npm run bench -- --no-build                    the existing build in each app's dist/
//   npm run bench -- --runs 1 --only home,search --duration 2    a quick check
//
// --only takes page kind ids (home, content, news, article, region, activities, vacancy,
// vacancies, application, memorytest, search); --runs 0 skips Lighthouse, --duration 0 the api;
// --out writes the report to another folder than bench/ (a trial run that is not for committing).
//
// The npm script runs node with tsx's loader, not the tsx command: on Ctrl-C that command kills
// a process that does not answer within 30 ms, and Lighthouse keeps this one busy for longer,
// which would leave the site and Chromium running.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../e2e/support/free-port';
import { buildAll } from '../build-all';
import { remoteApps } from '../serve/config';
import { startStack } from '../stack';
import { connections, loadApi } from './api-load';
import { runBench } from './bench-main';
import { onCleanup } from './cleanup';
import { runLighthouse } from './lighthouse';
import { selectKinds } from './page-kinds';
import { measurePages } from './pages';
import { gitState, machine, reportDir, writeReport, type BenchReport } from './report';

// The api counts reads per visitor address, and every call here comes from one address: the
// limit stays on (its cost is part of the figures) but far above what the load sends.
const apiEnv = { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' };

function readOptions() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
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
    build: !values['no-build'],
    runs: count('runs', values.runs),
    seconds: count('duration', values.duration),
    kinds: selectKinds(values.only.split(',').filter(Boolean)),
    out: path.resolve(values.out),
  };
}

/** Seconds since `since`, one decimal. */
const secondsSince = (since: number) => Math.round((Date.now() - since) / 100) / 10;

async function bench(options: ReturnType<typeof readOptions>): Promise<void> {
  const started = Date.now();
  const phases: BenchReport['phases'] = {};
  /** Runs one part, noting its time and how busy the machine was as it began. */
  const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const begun = Date.now();
    const loadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
    const result = await work();
    phases[name] = { seconds: secondsSince(begun), loadAverage };
    return result;
  };

  if (options.build) await phase('build', () => buildAll('production'));

  const ports: Record<string, string> = {};
  for (const name of ['SHELL_PORT', 'API_PORT', 'BLOB_PORT', ...remoteApps.map((app) => app.portVar)]) {
    ports[name] = String(await freePort());
  }
  const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-bench-blob-'));
  onCleanup(() => fs.rmSync(blobDir, { recursive: true, force: true }));
  const stack = await phase('start', () =>
    startStack({
      env: { ...ports, ...apiEnv },
      blobDir,
      pgliteDir: 'memory',
      log: (line) => {
        if (/error|warn/i.test(line)) console.log(line);
      },
    }),
  );
  const stopStack = onCleanup(() => stack.stop());
  console.log(`The site runs on ${stack.shellUrl}`);

  const pages = await phase('pages', () => measurePages(stack.shellUrl, options.kinds));
  const lighthouse = await phase('lighthouse', async () =>
    options.runs > 0
      ? runLighthouse(stack.shellUrl, options.kinds, options.runs)
      : { results: [], failures: [], settings: null },
  );
  const api = await phase('api', async () =>
    options.seconds > 0 ? loadApi(stack.topology.apiUrl, options.seconds) : { results: [], failures: [] },
  );
  await stopStack();

  const report: BenchReport = {
    date: new Date().toISOString(),
    command: ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' '),
    git: gitState(),
    machine: machine(),
    settings: { lighthouseRuns: options.runs, loadSeconds: options.seconds, connections, apiEnv },
    seconds: secondsSince(started),
    phases,
    pages,
    lighthouse,
    api,
  };
  for (const file of await writeReport(report, options.out)) console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

await runBench(readOptions, bench);
