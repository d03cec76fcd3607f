import { formatDuration, jestDurations, playwrightDurations, slowerThan, slowest, tapDurations } from './durations';

describe('reading test durations', () => {
  it("reads Jest's JSON report, naming each test by its file", () => {
    const report = {
      numPassedTests: 2,
      testResults: [
        {
          name: '/repo/shell/src/app.test.tsx',
          assertionResults: [
            { fullName: 'the app shows the menu', duration: 1234, status: 'passed' },
            { fullName: 'a skipped test', duration: null, status: 'pending' },
          ],
        },
        { name: '/repo/shared/src/x.test.ts', assertionResults: [{ fullName: 'x', duration: 5 }] },
      ],
    };
    expect(jestDurations(report, '/repo')).toEqual([
      { name: 'shell/src/app.test.tsx › the app shows the menu', seconds: 1.234 },
      { name: 'shared/src/x.test.ts › x', seconds: 0.005 },
    ]);
  });

  it("reads Playwright's JSON report through nested describe blocks", () => {
    const report = {
      suites: [
        {
          title: 'shell.spec.ts',
          specs: [{ title: 'the banner', tests: [{ results: [{ duration: 2500 }] }] }],
          suites: [
            {
              title: 'main menu',
              specs: [{ title: 'opens on a phone', tests: [{ results: [{ duration: 900 }, { duration: 16_000 }] }] }],
            },
          ],
        },
      ],
    };
    expect(playwrightDurations(report)).toEqual([
      { name: 'shell.spec.ts › the banner', seconds: 2.5 },
      { name: 'shell.spec.ts › main menu › opens on a phone', seconds: 16 },
    ]);
  });

  it("reads node:test's TAP output, leaving out the suites", () => {
    const tap = [
      'TAP version 13',
      '# Subtest: activities (pglite)',
      '    # Subtest: lists the nearest first',
      '    ok 1 - lists the nearest first',
      '      ---',
      '      duration_ms: 216.06',
      '      ...',
      '    # Subtest: answers 204',
      '    not ok 2 - answers 204',
      '      ---',
      '      duration_ms: 31.5',
      "      failureType: 'testCodeFailure'",
      '      error: |-',
      '        Expected values to be strictly equal:',
      '      ...',
      '    1..2',
      'ok 1 - activities (pglite)',
      '  ---',
      '  duration_ms: 3512.4',
      "  type: 'suite'",
      '  ...',
      '# Subtest: a test on its own',
      'ok 2 - a test on its own # SKIP',
      '  ---',
      '  duration_ms: 1.5',
      '  ...',
    ].join('\n');
    expect(tapDurations(tap)).toEqual([
      { name: 'activities (pglite) › lists the nearest first', seconds: 0.21606 },
      {
        name: 'activities (pglite) › answers 204',
        seconds: 0.0315,
        failure: 'Expected values to be strictly equal:',
      },
      { name: 'a test on its own', seconds: 0.0015 },
    ]);
  });

  it('names a failed test with the first lines of its error, for the end of a CI log', () => {
    const jest = {
      testResults: [
        {
          name: '/repo/a.test.ts',
          assertionResults: [
            { fullName: 'passes', duration: 3, status: 'passed' },
            {
              fullName: 'breaks',
              duration: 4,
              status: 'failed',
              failureMessages: [
                '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 2\nReceived: 1\n  at x\n  at y',
              ],
            },
          ],
        },
      ],
    };
    expect(jestDurations(jest, '/repo').filter((test) => test.failure)).toEqual([
      {
        name: 'a.test.ts › breaks',
        seconds: 0.004,
        failure: 'Error: expect(received).toBe(expected)\nExpected: 2\nReceived: 1\n  at x',
      },
    ]);
    const playwright = {
      suites: [
        {
          title: 'faults.spec.ts',
          specs: [
            {
              title: 'recovers',
              tests: [
                { status: 'unexpected', results: [{ duration: 10, errors: [{ message: 'Timed out 10000ms' }] }] },
              ],
            },
            { title: 'fine', tests: [{ status: 'expected', results: [{ duration: 10, errors: [] }] }] },
          ],
        },
      ],
    };
    expect(playwrightDurations(playwright)).toEqual([
      { name: 'faults.spec.ts › recovers', seconds: 0.01, failure: 'Timed out 10000ms' },
      { name: 'faults.spec.ts › fine', seconds: 0.01 },
    ]);
  });

  it("keeps a Playwright error's call log, which says why an action waited", () => {
    const callLog = [
      'TimeoutError: locator.click: Timeout 10000ms exceeded.',
      'Call log:',
      "  - waiting for getByRole('button', { name: 'Verstuur' })",
      '    - locator resolved to <button type="submit">Verstuur</button>',
      '  - attempting click action',
      '    - waiting for element to be visible, enabled and stable',
      '    - <div class="x"> intercepts pointer events',
    ];
    const playwright = {
      suites: [
        {
          title: 'form.spec.ts',
          specs: [
            {
              title: 'sends',
              tests: [{ status: 'unexpected', results: [{ duration: 10, errors: [{ message: callLog.join('\n') }] }] }],
            },
          ],
        },
      ],
    };
    expect(playwrightDurations(playwright)[0]?.failure?.split('\n').at(-1)).toBe(
      '    - <div class="x"> intercepts pointer events',
    );
  });

  it('reads nothing from junk instead of failing the run', () => {
    expect(jestDurations(null)).toEqual([]);
    expect(jestDurations({ testResults: 'no' })).toEqual([]);
    expect(playwrightDurations({ suites: [null, { specs: [{ tests: [{ results: [] }] }] }] })).toEqual([]);
    expect(tapDurations('ok 1 - no yaml\nnot a tap line')).toEqual([]);
  });

  it('lists the slowest first, and only those over a limit', () => {
    const tests = [
      { name: 'a', seconds: 3 },
      { name: 'b', seconds: 20 },
      { name: 'c', seconds: 16 },
      { name: 'd', seconds: 1 },
    ];
    expect(slowest(tests, 2).map((test) => test.name)).toEqual(['b', 'c']);
    expect(slowerThan(tests, 15).map((test) => test.name)).toEqual(['b', 'c']);
    expect(formatDuration({ name: 'b', seconds: 20.04 })).toBe('  20.0s  b');
  });
});
