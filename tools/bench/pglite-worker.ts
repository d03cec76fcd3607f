// `npm run bench:pglite`: the embedded database in the api's own thread against PGlite in a
// worker thread (issue 19, point 4), under the same concurrent load: the api's public reads of
// `npm run bench` (autocannon, 20 connections) next to a bare Fastify route. Both modes serve one
// database folder, seeded once (normal seed, plus the scale-up seed with --scale). Writes
// bench/pglite-report.json and .md. A script, not a test: nothing is asserted.
//
//   npm run bench:pglite                          normal seed, 10 s per call and mode
//   npm run bench:pglite -- --scale 20000         at the size of the real site
//   npm run bench:pglite -- --duration 3 --out /tmp/pglite-bench    a quick check
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPgliteDb } from '../../api/src/db/pglite-db';
import { migrate } from '../../api/src/db/migrate';
import { addScaleContent, scaleCounts } from '../../api/src/seed/scale';
import { seedDatabase } from '../../api/src/seed/seed';
import { freePort } from '../../e2e/support/free-port';
import { loadApi, type LoadResult } from './api-load';
import { runBench } from './bench-main';
import { onCleanup } from './cleanup';
import { gitState, reportDir } from './report';
import { machineBasics, writeReportFiles } from './report-files';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const MODES = [
  { id: 'in-process', label: "in the api's thread", worker: false },
  { id: 'worker', label: 'in a worker thread', worker: true },
] as const;

function readOptions() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '0' },
      duration: { type: 'string', default: '10' },
      out: { type: 'string', default: reportDir },
    },
  });
  const whole = (name: string, raw: string, min: number) => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min)
      throw new Error(`--${name} must be a whole number from ${min}, got "${raw}"`);
    return value;
  };
  return {
    scale: whole('scale', values.scale, 0),
    seconds: whole('duration', values.duration, 1),
    out: path.resolve(values.out),
  };
}

/** Starts the api on `dir` in one mode; resolves with its address once it listens. */
async function startApi(dir: string, worker: boolean): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      API_PORT: String(port),
      PGLITE_DIR: dir,
      PGLITE_WORKER: String(worker),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      BLOB_SEED: 'false',
      // Nothing listens there: the blob seed gives up at once, which the api survives.
      AZURE_STORAGE_CONNECTION_STRING: `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${Buffer.from('x').toString('base64')};BlobEndpoint=http://127.0.0.1:9/devstoreaccount1;`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = onCleanup(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`The api ended before it listened (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (tries > 600) throw new Error('The api did not listen within a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}

interface ModeFigures {
  mode: string;
  label: string;
  results: LoadResult[];
}

function markdown(report: {
  date: string;
  scale: number;
  seconds: number;
  machine: ReturnType<typeof machineBasics>;
  modes: ModeFigures[];
}) {
  const [inProcess, worker] = report.modes;
  const rows = (inProcess?.results ?? []).map((result) => {
    const other = worker?.results.find((candidate) => candidate.id === result.id);
    const cell = (r: LoadResult | undefined) =>
      r ? `${Math.round(r.requestsPerSecond).toLocaleString('en')} req/s, p99 ${r.p99Ms} ms` : '–';
    return `| ${result.label} | ${cell(result)} | ${cell(other)} |`;
  });
  return [
    '# PGlite in the api thread or in a worker thread',
    '',
    `${report.date}, ${report.scale > 0 ? `normal seed plus --scale ${report.scale}` : 'normal seed'}, ${report.seconds} s per call and mode, 20 connections, on ${report.machine.cores} × ${report.machine.cpu}, Node ${report.machine.node}.`,
    '',
    `| call | ${MODES.map((mode) => mode.label).join(' | ')} |`,
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

await runBench(readOptions, async ({ scale, seconds, out }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-bench-pglite-'));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  console.log(`Seeding ${dir}${scale > 0 ? ` with --scale ${scale}` : ''}…`);
  const db = await createPgliteDb(dir);
  await migrate(db);
  await seedDatabase(db);
  if (scale > 0) await addScaleContent(db, scaleCounts(scale));
  await db.close();

  const modes: ModeFigures[] = [];
  let failures = 0;
  for (const mode of MODES) {
    console.log(`\nThe api with PGlite ${mode.label}`);
    const api = await startApi(dir, mode.worker);
    try {
      const { results, failures: failed } = await loadApi(api.url, seconds);
      failures += failed.length;
      modes.push({ mode: mode.id, label: mode.label, results });
    } finally {
      await api.stop();
    }
  }
  const report = { date: new Date().toISOString(), git: gitState(), scale, seconds, machine: machineBasics(), modes };
  const files = await writeReportFiles(out, 'pglite-report', report, markdown(report));
  console.log(`\n${markdown(report)}\nWritten: ${files.join(', ')}`);
  return failures;
});
