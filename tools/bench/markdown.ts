// Text for report.md. Pure, so the formats are unit-tested.

export type Cell = string | number | null | undefined;

const escapeCell = (cell: Cell): string =>
  cell === null || cell === undefined || cell === '' ? '–' : String(cell).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A GitHub table; numbers are right-aligned, an empty cell shows a dash. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const numeric = headers.map((_, column) => rows.length > 0 && rows.every((row) => typeof row[column] === 'number'));
  const lines = [
    `| ${headers.map(escapeCell).join(' | ')} |`,
    `| ${numeric.map((right) => (right ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${headers.map((_, column) => escapeCell(row[column])).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/** Bytes as kB (1,000 bytes, as the network panel and Lighthouse count them), one decimal. */
export const kB = (bytes: number | undefined): string => (bytes === undefined ? '' : `${(bytes / 1000).toFixed(1)} kB`);

/** Milliseconds, rounded; seconds from 10 s on. */
export const ms = (value: number | undefined): string => {
  if (value === undefined) return '';
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
};

/** "transferred / decoded", the pair the tables show for JS and CSS. */
export const sizes = (transferred: number, decoded: number): string => `${kB(transferred)} / ${kB(decoded)}`;
