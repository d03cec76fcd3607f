// bench/report.json (every figure) and bench/report.md (the tables), with the date, the commit
// and the machine they were measured on.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadOrder } from './api-load';
import { engineLabels, type ApiRun, type EngineId } from './api-scale';
import { engineTable, sizeHeader, sizeName } from './api-scale-table';
import { chromiumPath } from './browser';
import type { Chain } from './chain';
import type { LighthouseResult, LighthouseSettings } from './lighthouse';
import { firstLoadSection, type FirstLoad } from './first-load-parts';
import { kB, markdownTable, ms, sizes, type Cell } from './markdown';
import { machineBasics, writeReportFiles } from './report-files';
import type { KindFailure } from './page-kinds';
import type { PageMeasurement } from './pages';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Where the report goes unless --out says otherwise; committed after a run. */
export const reportDir = path.join(repoRoot, 'bench');

export interface BenchReport {
  date: string;
  command: string;
  git: { commit: string; uncommittedChanges: boolean };
  machine: { cpu: string; cores: number; ramGiB: number; os: string; node: string; chromium: string };
  settings: {
    lighthouseRuns: number;
    loadSeconds: number;
    connections: number;
    apiEnv: Record<string, string>;
    /** The scale-up seed's size of the api's second column (0: the normal seed only). */
    scale: number;
    /** What served the shell and the remotes (absent in reports of before: the Node servers). */
    web?: 'node' | 'nginx';
  };
  /** Of the whole run. */
  seconds: number;
  /**
   * Each part (build, start, pages, lighthouse, api): how long it took, and the one-minute load
   * average as it began, which also holds the part before; well above 2 on two cores means other
   * work shared the machine.
   */
  phases: Record<string, { seconds: number; loadAverage: number }>;
  /** `firstLoad`: the home page's first load by part, when home was among the kinds. */
  pages: { measurements: PageMeasurement[]; failures: KindFailure[]; firstLoad?: FirstLoad };
  lighthouse: { settings: LighthouseSettings | null; results: LighthouseResult[]; failures: KindFailure[] };
  /** The api at each size on each engine, in the order measured (PGlite's normal seed first). */
  api: { runs: ApiRun[] };
}

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: repoRoot, encoding: 'utf8' }).trim();

export function gitState(): BenchReport['git'] {
  return {
    commit: run('git', ['rev-parse', 'HEAD']),
    uncommittedChanges: run('git', ['status', '--porcelain']) !== '',
  };
}

export function machine(): BenchReport['machine'] {
  return {
    ...machineBasics(),
    // Debian's launcher script also prints a shell warning on stderr; stdout has the version.
    chromium: execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
  };
}

const number = (value: number | null | undefined, digits = 0): Cell =>
  value === null || value === undefined || Number.isNaN(value) ? null : Number(value.toFixed(digits));

/** A chain's addresses without the scheme and host, port kept (it tells the apps apart). */
const chainText = (chain: Chain) =>
  chain.urls.map((url) => {
    const { port, pathname, search } = new URL(url);
    return `\`${port ? `:${port}` : ''}${pathname}${search}\``;
  });

/** What could not be measured, and why. */
const notMeasured = (failures: readonly { label: string; error: string }[]): string[] =>
  failures.length === 0
    ? []
    : ['**Not measured:**', failures.map(({ label, error }) => `- ${label}: ${error}`).join('\n')];

function pageSections({ measurements: pages, failures, firstLoad }: BenchReport['pages']): string[] {
  if (pages.length === 0 && failures.length === 0) return [];
  return [
    '## Page loads',
    'Chromium (Playwright, headless, a 412 × 823 phone screen, no throttling) loads each page in a new context ' +
      '(empty cache, new connections, the cookie choice already made so the banner does not show) and waits ' +
      'until its h1 shows and the network is idle. Sizes are ' +
      'transferred / decoded; "transferred" is what came over the wire (headers and compressed body). ' +
      'The **initiator chain** is the longest chain of requests where each was started by the one before ' +
      "(CDP's initiator: the parser's document or stylesheet, the script at the top of the stack; the " +
      'document is 1). **Waves** is the longest run of requests where each left only after the previous ' +
      "one's last byte arrived: it also sees a script waiting for a fetch, which the initiator misses, and is " +
      'an upper bound. Both count only requests sent before the paint. When index.html itself paints a loading ' +
      'text, that text is the first contentful paint: the LCP columns then show the way to the content.',
    '### Before the first contentful paint',
    markdownTable(
      ['page', 'requests', 'JS', 'CSS', 'all transferred', 'initiator chain', 'waves', 'FCP'],
      pages.map((p) => [
        p.label,
        p.beforeFcp.requests,
        sizes(p.beforeFcp.jsTransferred, p.beforeFcp.jsDecoded),
        sizes(p.beforeFcp.cssTransferred, p.beforeFcp.cssDecoded),
        kB(p.beforeFcp.transferred),
        p.beforeFcp.chain.length,
        p.beforeFcp.waves.length,
        ms(p.fcpMs),
      ]),
    ),
    '### Until the page shows',
    markdownTable(
      ['page', 'requests', 'JS', 'CSS', 'all transferred', 'initiator chain to LCP', 'waves to LCP', 'LCP'],
      pages.map((p) => [
        p.label,
        p.untilShown.requests,
        sizes(p.untilShown.jsTransferred, p.untilShown.jsDecoded),
        sizes(p.untilShown.cssTransferred, p.untilShown.cssDecoded),
        kB(p.untilShown.transferred),
        p.beforeLcp.chain.length,
        p.beforeLcp.waves.length,
        ms(p.lcpMs ?? undefined),
      ]),
    ),
    '### Repeat visit',
    'The same page again in a new tab of the same context (warm HTTP cache), until its h1 shows and the network is idle.',
    markdownTable(
      ['page', 'requests', 'transferred', '304 answers', 'from cache unasked'],
      pages.map((p) => [
        p.label,
        p.repeat.requests,
        kB(p.repeat.transferred),
        p.repeat.notModified,
        p.repeat.fromCache,
      ]),
    ),
    '### Longest initiator chain before the first contentful paint',
    pages.map((p) => `- ${p.label}: ${chainText(p.beforeFcp.chain).join(' → ')}`).join('\n'),
    ...notMeasured(failures),
    ...(firstLoad ? firstLoadSection(firstLoad) : []),
  ];
}

function lighthouseSections(lighthouse: BenchReport['lighthouse'], runs: number): string[] {
  const { settings, results, failures } = lighthouse;
  if (!settings || results.length === 0)
    return failures.length === 0 ? [] : ['## Lighthouse', ...notMeasured(failures)];
  const throttling = settings.throttling;
  const benchmarks = results.flatMap((result) => result.runs.map((run) => Math.round(run.benchmarkIndex)));
  return [
    '## Lighthouse',
    `Lighthouse ${settings.version}, ${settings.formFactor} preset, ${settings.throttlingMethod}d throttling ` +
      `(${throttling.rttMs} ms round trip, ${throttling.throughputKbps} kbit/s, CPU ${throttling.cpuSlowdownMultiplier}× slower); ` +
      `the run with the median performance score of ${runs}, each in a fresh Chromium whose cookie choice is ` +
      'already made (the consent cookies are set before the run, so the banner is not measured). ' +
      `Lighthouse's CPU benchmark of the machine over the runs: ${Math.min(...benchmarks)} to ` +
      `${Math.max(...benchmarks)} (higher is faster; it drops when other work shares the machine).`,
    markdownTable(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'Speed Index',
        'all runs',
      ],
      results.map(({ label, median: m, runs: all }) => [
        label,
        number(m.performance),
        number(m.accessibility),
        number(m.bestPractices),
        number(m.seo),
        ms(m.fcpMs),
        ms(m.lcpMs),
        ms(m.tbtMs),
        number(m.cls, 3),
        ms(m.speedIndexMs),
        all.map((r) => r.performance ?? '–').join(', '),
      ]),
    ),
    ...notMeasured(failures),
  ];
}

/** Each engine's table of calls by size, with its version and what it could not measure. */
function engineSection(runs: readonly ApiRun[], engine: EngineId): string[] {
  const own = runs.filter((run) => run.engine === engine);
  if (own.length === 0) return [];
  const { headers, rows } = engineTable(own, engine, loadOrder);
  return [
    `### ${engineLabels[engine]}`,
    // A size measured twice (with and without the answer cache) was seeded once.
    `${own[0]?.version}; seeded in ${own
      .filter((run) => run.answerCacheSeconds === 0)
      .map((run) => `${run.seedSeconds} s (${sizeName(run)})`)
      .join(', ')}.`,
    markdownTable(headers, rows),
    ...notMeasured(own.flatMap((run) => run.failures.map((f) => ({ ...f, label: `${f.label}, ${sizeHeader(run)}` })))),
  ];
}

function apiSections({ runs }: BenchReport['api'], report: BenchReport): string[] {
  if (runs.length === 0) return [];
  const env = Object.entries(report.settings.apiEnv)
    .map(([name, value]) => `\`${name}=${value}\``)
    .join(', ');
  const engines = [...new Set(runs.map((run) => run.engine))];
  const first = runs[0];
  return [
    '## api under load',
    `autocannon, ${report.settings.connections} connections for ${report.settings.loadSeconds} s per address ` +
      "(after a short warm-up), on loopback straight to the api's port, asking for compression as Chromium " +
      'does. For each engine and size the api runs in a process of its own on a throw-away database ' +
      '(migrated, seeded for one reference day, then `VACUUM ANALYZE`), ' +
      `with ${env}: the rate limit is on but far above what the load sends, no line is logged per ` +
      "request. The api's answer cache (`API_RESPONSE_CACHE_SECONDS`) is off in every column but the last, " +
      'so every call reaches the database; the last column is the largest size with the api as it runs by ' +
      'default, keeping each public answer for a few seconds: under a load that asks one address again ' +
      'and again, that column measures the cache, as a popular page or search does. The bare Fastify ' +
      'route runs in a process of its own too, after the calls of each ' +
      'column, so it is the ceiling of this machine at that moment. Cells are requests per second ' +
      'and the 99th percentile of the latency.',
    ...engines.flatMap((engine) => engineSection(runs, engine)),
    ...(first
      ? [
          `### Every figure: ${engineLabels[first.engine]}, ${sizeHeader(first)}`,
          '"answer" is one answer\'s size before compression.',
          markdownTable(
            ['endpoint', 'address', 'req/s', 'p50', 'p99', 'requests', 'errors', 'non-2xx', 'answer', 'encoding'],
            first.results.map((r) => [
              r.label,
              `\`${new URL(r.url).pathname}${new URL(r.url).search}\``,
              number(r.requestsPerSecond),
              `${r.p50Ms} ms`,
              `${r.p99Ms} ms`,
              r.total,
              r.errors + r.timeouts,
              r.non2xx,
              kB(r.answerBytes),
              r.encoding,
            ]),
          ),
        ]
      : []),
  ];
}

export function toMarkdown(report: BenchReport): string {
  const { machine: m, git } = report;
  const loads = Object.entries(report.phases)
    .map(([name, { loadAverage }]) => `${name} ${loadAverage}`)
    .join(', ');
  return [
    '# Performance bench',
    `Measured on ${report.date} at commit \`${git.commit.slice(0, 12)}\`` +
      `${git.uncommittedChanges ? ' (with uncommitted changes)' : ''} by \`${report.command}\`, ` +
      `which took ${(report.seconds / 60).toFixed(1)} min.`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, ${m.os}; Node ${m.node}; ${m.chromium}. ` +
      'One-minute load average as each part began (it trails by a minute, so it also holds the part before; ' +
      `well above 2 on these 2 cores, other work shared the machine and the figures suffer): ${loads}.`,
    report.settings.web === 'nginx'
      ? 'The shell and the remotes were served as in production: each app by its nginx as its image runs it ' +
        "(`docker/nginx`: Debian nginx with brotli, the images' entrypoint and configuration), the api behind the shell's."
      : 'The shell and the remotes were served by the local Node servers (`tools/serve`), as `npm start` serves them.',
    ...pageSections(report.pages),
    ...lighthouseSections(report.lighthouse, report.settings.lighthouseRuns),
    ...apiSections(report.api, report),
  ].join('\n\n');
}

/** Writes report.json and report.md into `dir` (nginx-report.* for a run on the nginx images). */
export function writeReport(report: BenchReport, dir: string): Promise<string[]> {
  // A run on the nginx images keeps the report of the local servers beside it.
  const name = report.settings.web === 'nginx' ? 'nginx-report' : 'report';
  return writeReportFiles(dir, name, report, toMarkdown(report));
}
