// `npm run bench:pglite`: the embedded database in the api's own thread against PGlite in a
// worker thread, under the same concurrent load: the api's public reads of
// `npm run bench` (autocannon, 20 connections) next to a bare Fastify route. Both modes serve one
// database folder, seeded once (normal seed, plus the scale-up seed with --scale). Writes
// bench/pglite-report.json and .md. A script, not a test: nothing is asserted.
//
//   npm run bench:pglite                          normal seed, 10 s per call and mode
//   npm run bench:pglite -- --scale 20000         at the size of the real site
//   npm run bench:pglite -- --duration 3 --out /tmp/pglite-bench    a quick check
import path from 'node:path';
import { parseArgs } from 'node:util';
import { referenceDayOf } from '@alz/api/testing';
import { loadApi, type LoadResult } from './api-load';
import { startApi } from './api-process';
import { seedBenchDatabase } from './api-scale';
import { runBench } from './bench-main';
import { gitState, reportDir } from './report';
import { machineBasics, writeReportFiles } from './report-files';

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
  console.log(`Seeding a PGlite folder${scale > 0 ? ` with --scale ${scale}` : ''}…`);
  const database = await seedBenchDatabase('pglite', {
    scale,
    referenceDay: referenceDayOf(new Date()),
    databaseUrl: null,
  });

  const modes: ModeFigures[] = [];
  let failures = 0;
  for (const mode of MODES) {
    console.log(`\nThe api with PGlite ${mode.label}`);
    const api = await startApi({
      ...database.env,
      PGLITE_WORKER: String(mode.worker),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      // The answer cache would serve both modes alike: off, every call reaches PGlite.
      API_RESPONSE_CACHE_SECONDS: '0',
    });
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
