// bench/search-report.json (every figure) and bench/search-report.md (the tables) of
// `npm run bench:search`, in the style of the main bench's report.ts.
import type { Latency } from './latency';
import { markdownTable, type Cell } from './markdown';
import { machineBasics, writeReportFiles } from './report-files';

/** Site search and suggestions at 20,000 documents; shown next to the figures, not asserted. */
export const TARGETS = { searchP95Ms: 50, suggestP95Ms: 20 } as const;

export interface CallFigures {
  asked: number;
  /** Of the answers that were 200 and in the expected shape. */
  latency: Latency;
  /** Answers by HTTP status, e.g. { "200": 200 }. */
  statuses: Record<string, number>;
  /** Answers that were not 200 or not in the expected shape, with what came back (a few). */
  failures: { path: string; status: number; body: string }[];
  /** Per kind of query: the latency of its good answers. */
  byKind: Record<string, Latency>;
  /** The slowest good answers, slowest first. */
  slowest: { path: string; ms: number }[];
}

export interface SearchReport {
  date: string;
  command: string;
  git: { commit: string; uncommittedChanges: boolean };
  machine: { cpu: string; cores: number; ramGiB: number; os: string; node: string };
  database: { backend: string; version: string; documents: number; byType: Record<string, number> };
  settings: { scale: number; searches: number; prefixes: number; warmUp: number; transport: string };
  /** How long the parts took, in seconds, and the one-minute load average as each began. */
  phases: Record<string, { seconds: number; loadAverage: number }>;
  search: CallFigures & {
    /** Searches without a single hit, and the median of the hit counts. */
    noHits: number;
    medianTotal: number;
  };
  suggest: CallFigures & { empty: number; meanSuggestions: number };
}

export function machine(): SearchReport['machine'] {
  return machineBasics();
}

const ms = (value: number): Cell => (Number.isNaN(value) ? null : `${value} ms`);

function latencyRows(rows: [string, Latency][]): Cell[][] {
  return rows.map(([label, l]) => [label, l.count, ms(l.p50), ms(l.p95), ms(l.p99), ms(l.max), ms(l.mean)]);
}

const HEADERS = ['calls', 'count', 'p50', 'p95', 'p99', 'max', 'mean'];

const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

function failures(label: string, figures: CallFigures): string[] {
  if (figures.failures.length === 0) return [];
  return [
    `**${label}: answers that were not 200 or not in the expected shape** (the first ${figures.failures.length}):`,
    figures.failures.map((f) => `- \`${f.path}\`: ${f.status} ${f.body.replaceAll('\n', ' ')}`).join('\n'),
  ];
}

const slowest = (label: string, figures: CallFigures) =>
  figures.slowest.map((call) => `- ${label} \`${call.path}\`: ${call.ms} ms`);

function verdict(figures: CallFigures, target: number): string {
  if (figures.latency.count < figures.asked) return '**not measured** (not every answer was good)';
  return figures.latency.p95 < target ? 'met' : '**not met**';
}

export function toMarkdown(report: SearchReport): string {
  const { machine: m, git, database: d, settings: s, search, suggest } = report;
  const loads = Object.entries(report.phases)
    .map(([name, { seconds, loadAverage }]) => `${name} ${seconds} s (load ${loadAverage})`)
    .join(', ');
  // The kinds with many nodes by name, the few-node kinds of the normal seed together.
  const many = Object.entries(d.byType).filter(([, count]) => count >= 100);
  const few = Object.entries(d.byType).filter(([, count]) => count < 100);
  const types = [
    ...many.map(([type, count]) => `${type} ${count.toLocaleString('en')}`),
    ...(few.length > 0 ? [`${few.reduce((sum, [, count]) => sum + count, 0)} of ${few.length} other types`] : []),
  ].join(', ');
  return [
    '# Search bench',
    `Measured on ${report.date} at commit \`${git.commit.slice(0, 12)}\`` +
      `${git.uncommittedChanges ? ' (with uncommitted changes)' : ''} by \`${report.command}\`.`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, ${m.os}; Node ${m.node}. ` +
      `Parts, with the one-minute load average as each began (one well above ${m.cores} means other work ` +
      `shared the machine and the figures suffer): ${loads}.`,
    `Database: ${d.backend}, ${d.version}. ${d.documents.toLocaleString('en')} published nodes, all searchable ` +
      `(the normal seed and \`--scale ${s.scale}\` of api/src/seed/scale.ts): ${types}.`,
    `${s.transport}. After a warm-up of ${s.warmUp} searches and ${s.warmUp} suggestions, ${s.searches} searches ` +
      `and then ${s.prefixes} typed prefixes, one at a time, from a fixed list (tools/bench/search-queries.ts): ` +
      'single words, phrases, typos, accents left out, rare words, words without hits and place names, over the ' +
      'four content types and some later pages; prefixes of 2 to 6 characters, some with a typo. A time runs ' +
      "from sending the request to the answer's last byte.",
    '## Latency',
    markdownTable(
      HEADERS,
      latencyRows([
        ['search', search.latency],
        ['suggest', suggest.latency],
      ]),
    ),
    `Targets at 20,000 documents (shown, not asserted): search p95 under ${TARGETS.searchP95Ms} ms, ` +
      `${verdict(search, TARGETS.searchP95Ms)}; suggestions p95 under ${TARGETS.suggestP95Ms} ms, ` +
      `${verdict(suggest, TARGETS.suggestP95Ms)}.`,
    `Answers by HTTP status: search ${statusText(search.statuses)}; suggest ${statusText(suggest.statuses)}. ` +
      'The times are of the good answers only (200, in the shape the site reads). Of those, ' +
      `${search.noHits} of ${search.latency.count} searches found nothing and the median search found ` +
      `${search.medianTotal.toLocaleString('en')} documents; ${suggest.empty} of ${suggest.latency.count} prefixes ` +
      `had no suggestion, and a prefix had ${suggest.meanSuggestions} suggestions on average.`,
    '### Search by kind of query',
    markdownTable(HEADERS, latencyRows(Object.entries(search.byKind))),
    '### Suggestions by kind of prefix',
    markdownTable(HEADERS, latencyRows(Object.entries(suggest.byKind))),
    '### Slowest answers',
    [...slowest('search', search), ...slowest('suggest', suggest)].join('\n'),
    ...failures('Search', search),
    ...failures('Suggest', suggest),
  ].join('\n\n');
}

/** Writes search-report.json and search-report.md into `dir`. */
export function writeSearchReport(report: SearchReport, dir: string): Promise<string[]> {
  return writeReportFiles(dir, 'search-report', report, toMarkdown(report));
}
