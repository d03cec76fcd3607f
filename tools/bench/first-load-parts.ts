// What a page's first load is made of (the home page's budget, e2e/tests/budgets.spec.ts): each
// script the browser fetched, cut by its source map into the parts of the stack and the page code,
// each part's share of the gzip size and how much of it ran on the visit. Pure, so it is
// unit-tested; pages.ts makes the visit and fetches the maps.
import zlib from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { markdownTable } from './markdown';

/** The parts every page pays for before any code of its own: the chosen stack and federation. */
export const stackParts = [
  'React and react-dom',
  'Redux Toolkit, Redux, immer, react-redux',
  'RTK Query',
  'i18next and react-i18next',
  'React Router',
  'Module Federation and webpack runtime',
] as const;

// By a source's path inside the build (webpack://<app>/<path>, as webpack writes it or as
// source-map-js hands it out, `../` and `./` resolved away); the first match names the part.
const stackSources: [(typeof stackParts)[number], RegExp][] = [
  ['RTK Query', /node_modules\/@reduxjs\/toolkit\/dist\/query\//],
  ['React and react-dom', /node_modules\/(react|react-dom|scheduler)\//],
  [
    'Redux Toolkit, Redux, immer, react-redux',
    /node_modules\/(@reduxjs\/toolkit|immer|redux|redux-thunk|reselect|react-redux|use-sync-external-store|@standard-schema\/[^/]+)\//,
  ],
  // html-parse-stringify is react-i18next's, for <Trans>.
  [
    'i18next and react-i18next',
    /node_modules\/(i18next|react-i18next|html-parse-stringify)\/|tools\/webpack\/react-i18next-door/,
  ],
  ['React Router', /node_modules\/(react-router|react-router-dom)\//],
  [
    'Module Federation and webpack runtime',
    /node_modules\/@module-federation\/|^(webpack\/|(\.\/)?node_modules\/\.federation\/|external |(\.\.\/)*tools\/webpack\/bundler-runtime)/,
  ],
];

/**
 * The part a source of a build belongs to: a part of the stack, `@alz/shared`, another package,
 * or the code of the app that built it (`shell`, `mf-content`, …; its glue to `@alz/shared`'s
 * groups and its texts included). A span without a source is `(unmapped)`.
 */
export function partOf(source: string | null): string {
  if (!source) return '(unmapped)';
  const match = /^webpack:\/\/([^/]+)\/(.*)$/.exec(source);
  const app = match ? match[1]!.replaceAll('_', '-') : '(unknown app)';
  const inside = match ? match[2]! : source;
  const stack = stackSources.find(([, pattern]) => pattern.test(inside));
  if (stack) return stack[0];
  if (/^(\.\.\/)*shared\/src\//.test(inside)) return '@alz/shared';
  if (/node_modules\//.test(inside)) return 'other packages';
  return app;
}

/** One function's ranges of Chromium's block coverage (V8's ScriptCoverage). */
export interface CoveredFunction {
  ranges: { startOffset: number; endOffset: number; count: number }[];
}

/**
 * Which characters of a script ran: a nested range overrides the one around it, so the ranges
 * are applied from the outermost in (by start, the longer first).
 */
export function ranCharacters(length: number, functions: readonly CoveredFunction[]): Uint8Array {
  const ran = new Uint8Array(length);
  const ranges = functions
    .flatMap((f) => f.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, length));
  return ran;
}

export interface ScriptPart {
  part: string;
  /** Characters of the minified file. */
  characters: number;
  ran: number;
  /** Deflate -9 of the part's text on its own (gzip without its header), before scaling to the file. */
  deflatedAlone: number;
}

/**
 * Cuts a script by its source map: each mapping's text runs to the next mapping on its line or
 * to the line's end (as source-map-explorer counts), so text without a mapping of its own, such
 * as a module of JSON texts, goes to the mapping before it. `ran` (from `ranCharacters`) may be
 * null when the script did not run.
 */
export function scriptParts(code: string, map: RawSourceMap | null, ran: Uint8Array | null): ScriptPart[] {
  const texts = new Map<string, { text: string[]; characters: number; ran: number }>();
  const add = (part: string, start: number, end: number) => {
    const entry = texts.get(part) ?? { text: [], characters: 0, ran: 0 };
    entry.text.push(code.slice(start, end));
    entry.characters += end - start;
    if (ran) for (let index = start; index < end; index += 1) entry.ran += ran[index]!;
    texts.set(part, entry);
  };
  if (!map) add('(no source map)', 0, code.length);
  else {
    const lineStarts = [0];
    for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) {
      lineStarts.push(index + 1);
    }
    const lineEnd = (line: number) => (line < lineStarts.length ? lineStarts[line]! - 1 : code.length);
    const mappings: { line: number; column: number; source: string | null }[] = [];
    new SourceMapConsumer(map).eachMapping((m) =>
      mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
    );
    let covered = 0;
    mappings.forEach((mapping, index) => {
      if (mapping.line > lineStarts.length) return;
      const next = mappings[index + 1];
      // Within the mapping's line: a column past its end (a map that does not fit) gives no text.
      const lineEndsAt = lineEnd(mapping.line);
      const start = Math.min(lineStarts[mapping.line - 1]! + mapping.column, lineEndsAt);
      const nextStart = next && next.line === mapping.line ? lineStarts[next.line - 1]! + next.column : lineEndsAt;
      const end = Math.max(start, Math.min(nextStart, lineEndsAt));
      if (start < covered) return;
      if (start > covered) add('(unmapped)', covered, start);
      add(partOf(mapping.source), start, end);
      covered = end;
    });
    if (covered < code.length) add('(unmapped)', covered, code.length);
  }
  return [...texts].map(([part, { text, characters, ran: ranCount }]) => ({
    part,
    characters,
    ran: ranCount,
    // Without gzip's header and trailer, which would weigh the small parts more than their text.
    deflatedAlone: zlib.deflateRawSync(text.join(''), { level: 9 }).length,
  }));
}

/** gzip -9 of a file: how the budgets (e2e/tests/budgets.spec.ts) and this report count its size. */
export const gzipSize = (body: string | Buffer) => zlib.gzipSync(body, { level: 9 }).length;

export interface LoadedScript {
  url: string;
  /** gzip -9 of the whole file, as e2e/tests/budgets.spec.ts counts it. */
  gzip: number;
  parts: ScriptPart[];
}

export interface FirstLoadPart {
  part: string;
  /** The part's share of its files' gzip sizes (bytes), so the parts add up to the budget's sum. */
  gzip: number;
  characters: number;
  ran: number;
}

export interface FirstLoad {
  kind: string;
  label: string;
  path: string;
  scripts: { url: string; gzip: number }[];
  /** gzip -9 of every script, added up: the figure of the budget. */
  gzip: number;
  parts: FirstLoadPart[];
}

/**
 * The parts over all scripts, largest first. A file's gzip size is split over its parts in
 * proportion to each part's text compressed on its own (a whole file compresses smaller than the
 * sum of its parts' own), so the parts add up to the files.
 */
export function firstLoadParts(scripts: readonly LoadedScript[]): FirstLoadPart[] {
  const parts = new Map<string, FirstLoadPart>();
  for (const script of scripts) {
    const alone = script.parts.reduce((sum, part) => sum + part.deflatedAlone, 0);
    for (const part of script.parts) {
      const entry = parts.get(part.part) ?? { part: part.part, gzip: 0, characters: 0, ran: 0 };
      entry.gzip += alone === 0 ? 0 : (script.gzip * part.deflatedAlone) / alone;
      entry.characters += part.characters;
      entry.ran += part.ran;
      parts.set(part.part, entry);
    }
  }
  return [...parts.values()].sort((a, b) => b.gzip - a.gzip);
}

const isStack = (part: string) => (stackParts as readonly string[]).includes(part);

/**
 * The sums the report states: the stack's parts, the page code (everything else), and the page
 * code's gzip weighted by the share of its characters that ran: about what the page code would
 * weigh if everything it did not run were left to load later.
 */
export function firstLoadSums(parts: readonly FirstLoadPart[]) {
  const stack = parts.filter((part) => isStack(part.part));
  const page = parts.filter((part) => !isStack(part.part));
  const sum = (list: readonly FirstLoadPart[]) => list.reduce((total, part) => total + part.gzip, 0);
  const pageRan = page.reduce(
    (total, part) => total + (part.characters ? (part.gzip * part.ran) / part.characters : 0),
    0,
  );
  return { stack: sum(stack), page: sum(page), pageRan };
}

/** kB as the budget counts them (1,024 bytes), one decimal. */
const budgetKB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`);
/** A script's file name without its content hash. */
const fileName = (url: string) =>
  new URL(url).pathname
    .split('/')
    .pop()!
    .replace(/\.[0-9a-f]{8}\.js$/, '.js');

/** The report's section (report.md). */
export function firstLoadSection(firstLoad: FirstLoad): string[] {
  const sums = firstLoadSums(firstLoad.parts);
  return [
    `## The ${firstLoad.label} page's first load by part`,
    `Every script a first visit of \`${firstLoad.path}\` fetched until the network was idle, as ` +
      '`e2e/tests/budgets.spec.ts` counts them for its first-load budget: gzip -9 of each file, in kB of ' +
      "1,024 bytes as the budget counts. Each file is cut by its source map; a part's share of a file's " +
      "size is that of its own text compressed alone. **Ran** is the share of the part's characters that " +
      "Chromium's block coverage saw run during the visit (a part that runs only later, on a click, counts " +
      "as not run). The page code is each app's own code with its texts and its glue to `@alz/shared`; " +
      '"(unmapped)" is text no source map names: chunk wrappers and license comments.',
    markdownTable(
      ['part', 'gzip', 'ran'],
      firstLoad.parts.map((part) => [part.part, budgetKB(part.gzip), percent(part.ran, part.characters)]),
    ),
    `Files: ${firstLoad.scripts.map((script) => `${fileName(script.url)} ${budgetKB(script.gzip)}`).join(', ')}; ` +
      `${budgetKB(firstLoad.gzip)} in all. The stack and its federation runtime (${stackParts.join(', ')}) ` +
      `weigh ${budgetKB(sums.stack)} before any code of the site's; the page code ${budgetKB(sums.page)}, ` +
      `of which what ran is about ${budgetKB(sums.pageRan)}. With every character of the page code that did ` +
      `not run left to load later, the first load would be about ${budgetKB(sums.stack + sums.pageRan)}.`,
  ];
}
