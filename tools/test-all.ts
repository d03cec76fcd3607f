// `npm test`: every check of the project in order, with the time each stage took and one
// closing line with the counts of all test runners together.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  formatDuration,
  jestDurations,
  playwrightDurations,
  slowerThan,
  slowest,
  tapDurations,
  type TestDuration,
} from './test-report/durations';
import { startPostgres } from './postgres-server';

const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

const repoRoot = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);
const reports = path.join(repoRoot, 'test-results');

interface Stage {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  /** Reads passed/failed counts from the stage's output or report. */
  count?: (output: string) => { passed: number; failed: number };
  /** Reads how long each test took, for the list of the slowest. */
  durations?: (output: string) => TestDuration[];
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  counts?: { passed: number; failed: number };
  durations?: TestDuration[];
}

function run(stage: Stage): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
      cwd: stage.cwd ?? repoRoot,
      env: { ...process.env, ...stage.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const relay = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      target.write(chunk);
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('exit', (code) => {
      let counts: Outcome['counts'];
      let durations: Outcome['durations'];
      try {
        counts = stage.count?.(output);
      } catch {
        counts = undefined;
      }
      try {
        durations = stage.durations?.(output);
      } catch {
        durations = undefined;
      }
      resolve({ name: stage.name, ok: code === 0, seconds: (Date.now() - started) / 1000, counts, durations });
    });
  });
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));

/** The waits of every expectation and action, from e2e/support/step-times-reporter.ts. */
function readStepTimes(): (TestDuration & { category: string })[] {
  try {
    const steps: unknown = readJson('e2e-step-times.json');
    if (!Array.isArray(steps)) return [];
    return steps.filter(
      (step): step is TestDuration & { category: string } =>
        typeof step?.name === 'string' && typeof step?.seconds === 'number' && typeof step?.category === 'string',
    );
  } catch {
    return [];
  }
}
// The api stage runs node:test twice (api/package.json: the suites two at a time, then the one
// that restarts the PostgreSQL server under them on its own), so its summaries are added up.
const nodeTestSum = (output: string, what: string) =>
  [...output.matchAll(new RegExp(`^(?:ℹ|#) ${what} (\\d+)`, 'gm'))].reduce((sum, match) => sum + Number(match[1]), 0);
const nodeTestCount = (output: string) => ({
  passed: nodeTestSum(output, 'pass'),
  failed: nodeTestSum(output, 'fail') + nodeTestSum(output, 'cancelled'),
});

const checks: Stage[] = [
  { name: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.'] },
];
const suites: Stage[] = [
  {
    name: 'unit and component tests (jest)',
    command: bin('jest'),
    args: ['--ci', '--json', `--outputFile=${path.join(reports, 'jest.json')}`],
    count: () => {
      const report = readJson('jest.json');
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    },
    durations: () => jestDurations(readJson('jest.json'), repoRoot),
  },
  {
    name: 'api tests (node:test on PGlite)',
    command: 'npm',
    args: ['test', '-w', 'api', '--silent'],
    count: nodeTestCount,
    durations: tapDurations,
  },
  {
    name: 'compose file (docker-compose config)',
    command: 'docker-compose',
    args: ['-f', 'docker-compose.yml', 'config', '--quiet'],
  },
  { name: 'production build', command: process.execPath, args: ['--import', 'tsx', 'tools/build-all.ts'] },
];
const endToEnd: Stage = {
  name: 'end-to-end tests (Playwright, Chromium)',
  command: bin('playwright'),
  args: ['test'],
  cwd: path.join(repoRoot, 'e2e'),
  count: () => {
    const report = readJson('playwright.json');
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  },
  durations: () => playwrightDurations(readJson('playwright.json')),
};

/** An end-to-end test slower than this is named in the summary, long before it nears its timeout. */
const slowEndToEndSeconds = 15;

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = path.join(reports, 'playwright.json');
process.env.E2E_STEP_TIMES_OUTPUT_NAME = path.join(reports, 'e2e-step-times.json');

// The api tests run on PGlite and on a real PostgreSQL server; CI installs Debian's
// server, a developer machine without one runs them on PGlite only and says so.
const postgres = await startPostgres().catch((error: unknown) => {
  console.error('The test PostgreSQL server did not start:', error);
  return null;
});
const apiStage = suites.find((stage) => stage.name.startsWith('api tests'))!;
const skipped: string[] = [];
if (postgres) {
  apiStage.name = 'api tests (node:test on PGlite and PostgreSQL)';
  apiStage.env = { DATABASE_URL: postgres.url, ...postgres.env };
} else if (process.env.CI) {
  apiStage.name = 'api tests: no PostgreSQL server (apt-get install postgresql)';
  apiStage.command = 'false';
  apiStage.args = [];
} else {
  skipped.push('api tests on PostgreSQL: no PostgreSQL server on this machine (apt-get install postgresql)');
}
const composeStage = suites.find((stage) => stage.command === 'docker-compose')!;
if (!hasCommand('docker-compose') && !process.env.CI) {
  suites.splice(suites.indexOf(composeStage), 1);
  skipped.push('compose file check: docker-compose is not installed (apt-get install docker-compose)');
}

// A run that is stopped (Ctrl-C, a CI timeout) still stops its database server.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    postgres?.stop();
    process.exit(130);
  });
}

const outcomes: Outcome[] = [];
try {
  outcomes.push(...(await Promise.all(checks.map(run))));
  for (const stage of suites) outcomes.push(await run(stage));
} finally {
  postgres?.stop();
}
const built = outcomes.at(-1)?.ok === true;
if (built) outcomes.push(await run(endToEnd));

for (const o of outcomes) {
  if (!o.durations?.length) continue;
  console.log(`\nSlowest tests of ${o.name}:`);
  for (const test of slowest(o.durations)) console.log(`  ${formatDuration(test)}`);
}
const stepTimes = readStepTimes();
for (const [category, label] of [
  ['expect', 'expectations'],
  ['pw:api', 'actions (page loads, clicks)'],
] as const) {
  const steps = stepTimes.filter((step) => step.category === category);
  if (steps.length === 0) continue;
  console.log(`\nSlowest ${label} of the end-to-end tests:`);
  for (const step of slowest(steps, 5)) console.log(`  ${formatDuration(step)}`);
}
const slowEndToEnd = slowerThan(outcomes.find((o) => o.name === endToEnd.name)?.durations ?? [], slowEndToEndSeconds);
if (slowEndToEnd.length > 0) {
  console.log(
    `\nWarning: ${slowEndToEnd.length} end-to-end test(s) took longer than ${slowEndToEndSeconds}s; make them faster before they fail on a busy machine:`,
  );
  for (const test of slowEndToEnd) console.log(`  ${formatDuration(test)}`);
}

console.log('\nStage times:');
for (const o of outcomes) {
  const counts = o.counts ? ` (${o.counts.passed} passed, ${o.counts.failed} failed)` : '';
  console.log(`  ${o.ok ? 'ok  ' : 'FAIL'} ${o.name}: ${o.seconds.toFixed(1)}s${counts}`);
}
if (!built) console.log('  skipped end-to-end tests: the build failed');
for (const reason of skipped) console.log(`  skipped ${reason}`);
const total = outcomes.reduce(
  (sum, o) => ({ passed: sum.passed + (o.counts?.passed ?? 0), failed: sum.failed + (o.counts?.failed ?? 0) }),
  { passed: 0, failed: 0 },
);
// The failed tests come last, so the tail of a CI log names them.
const failures = outcomes.flatMap((o) => (o.durations ?? []).filter((test) => test.failure));
if (failures.length > 0) {
  console.log('\nFailed tests:');
  for (const test of failures) {
    console.log(`  ${test.name}`);
    for (const line of (test.failure ?? '').split('\n')) console.log(`      ${line.slice(0, 200)}`);
  }
}
const failedStages = outcomes.filter((o) => !o.ok).length + (built ? 0 : 1);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(failedStages === 0 ? 0 : 1);
