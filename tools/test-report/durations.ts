// Reads how long each test took from the reports of the three test runners, so `npm test` can
// print the slowest ones of each stage and name the end-to-end tests that are getting slow.
import { finiteNumber, isRecord, list, text } from '@alz/shared/wire/read';

export interface TestDuration {
  /** The test's name with the names of its file or suites before it. */
  name: string;
  seconds: number;
  /** Set when the test failed: the first lines of its error, so a CI log's tail names it. */
  failure?: string;
}

/** The first few non-empty lines of an error message, without terminal colour codes. */
export function firstLines(message: string, count = 4): string {
  return (
    message
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split(/\r?\n/)
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(0, count)
      .join('\n')
  );
}

const withFailure = (found: TestDuration, failure: string | undefined, lines?: number): TestDuration =>
  failure === undefined ? found : { ...found, failure: firstLines(failure, lines) || 'failed' };

/** A Playwright error ends in its call log (what the action waited for, and why it retried):
 *  without it a timed-out click in a CI log says nothing about its cause. */
const PLAYWRIGHT_LINES = 16;

const milliseconds = (value: unknown): number => finiteNumber(value) ?? 0;

/** Jest's `--json` report: one entry per test, named by its file and full name. */
export function jestDurations(report: unknown, rootDir = ''): TestDuration[] {
  if (!isRecord(report)) return [];
  return list(report.testResults).flatMap((file) => {
    if (!isRecord(file)) return [];
    const fileName = relative(text(file.name), rootDir);
    return list(file.assertionResults).flatMap((test) => {
      if (!isRecord(test)) return [];
      const failed = test.status === 'failed';
      if (typeof test.duration !== 'number' && !failed) return [];
      const found = { name: `${fileName} › ${text(test.fullName)}`, seconds: milliseconds(test.duration) / 1000 };
      return [withFailure(found, failed ? list(test.failureMessages).map(text).join('\n') : undefined)];
    });
  });
}

/**
 * Playwright's JSON report: one entry per test and project, the longest of its attempts (there
 * are no retries, so that is its one run).
 */
export function playwrightDurations(report: unknown): TestDuration[] {
  const found: TestDuration[] = [];
  const visit = (suite: unknown, titles: string[]) => {
    if (!isRecord(suite)) return;
    // The outer suite of a file is titled by the file; keep the file, then describe titles.
    const here = text(suite.title) ? [...titles, text(suite.title)] : titles;
    for (const spec of list(suite.specs)) {
      if (!isRecord(spec)) continue;
      for (const test of list(spec.tests)) {
        if (!isRecord(test)) continue;
        const durations = list(test.results).map((result) => (isRecord(result) ? milliseconds(result.duration) : 0));
        if (durations.length === 0) continue;
        const failed = test.status === 'unexpected';
        const errors = list(test.results).flatMap((result) =>
          isRecord(result) ? list(result.errors).map((error) => (isRecord(error) ? text(error.message) : '')) : [],
        );
        found.push(
          withFailure(
            { name: [...here, text(spec.title)].join(' › '), seconds: Math.max(...durations) / 1000 },
            failed ? errors.join('\n') : undefined,
            PLAYWRIGHT_LINES,
          ),
        );
      }
    }
    for (const child of list(suite.suites)) visit(child, here);
  };
  if (isRecord(report)) for (const suite of list(report.suites)) visit(suite, []);
  return found;
}

/**
 * node:test's TAP output: every test (not suite) with its `duration_ms`, named by the suites
 * around it. Subtests are indented four spaces a level.
 */
export function tapDurations(output: string): TestDuration[] {
  const found: TestDuration[] = [];
  const suites: string[] = [];
  const lines = output.split(/\r?\n/);
  const line = (i: number) => lines[i] ?? '';
  for (let i = 0; i < lines.length; i += 1) {
    const subtest = /^( *)# Subtest: (.*)$/.exec(line(i));
    if (subtest) {
      const level = (subtest[1] ?? '').length / 4;
      suites.length = level;
      suites[level] = subtest[2] ?? '';
      continue;
    }
    const result = /^( *)(not )?ok \d+ - (.*?)(?: # .*)?$/.exec(line(i));
    if (!result) continue;
    const level = (result[1] ?? '').length / 4;
    let duration: number | undefined;
    let suite = false;
    let error: string | undefined;
    // The YAML block under a result: `---`, its keys, then `...`.
    for (let j = i + 1; j < lines.length && !/^\s*\.\.\.\s*$/.test(line(j)); j += 1) {
      const key = /^\s*(duration_ms|type): (.*)$/.exec(line(j));
      if (key?.[1] === 'duration_ms') duration = Number(key[2]);
      if (key?.[1] === 'type' && (key[2] ?? '').includes('suite')) suite = true;
      const message = /^\s*error: (.*)$/.exec(line(j));
      if (message && error === undefined) {
        const value = message[1] ?? '';
        // A block scalar (`|-`) holds the message on the lines below.
        error = /^[|>][-+]?$/.test(value) ? line(j + 1).trim() : value.replace(/^'|'$/g, '');
      }
      if (j > i + 1 && /^\s*(?:not )?ok \d+/.test(line(j))) break;
    }
    if (suite || duration === undefined || !Number.isFinite(duration)) continue;
    const name = [...suites.slice(0, level), result[3] ?? ''].join(' › ');
    found.push(withFailure({ name, seconds: duration / 1000 }, result[2] ? (error ?? 'not ok') : undefined));
  }
  return found;
}

export function slowest(durations: TestDuration[], count = 10): TestDuration[] {
  return [...durations].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

export function slowerThan(durations: TestDuration[], seconds: number): TestDuration[] {
  return slowest(
    durations.filter((test) => test.seconds > seconds),
    durations.length,
  );
}

export const formatDuration = ({ name, seconds }: TestDuration) => `${seconds.toFixed(1).padStart(6)}s  ${name}`;

function relative(file: string, rootDir: string): string {
  if (rootDir && file.startsWith(rootDir)) return file.slice(rootDir.length).replace(/^[/\\]/, '');
  return file;
}
