// Drupal's page-visibility lists (slide-ins, injected styles; spec 1 §3): one pattern per line,
// `*` as wildcard and `<front>` for the home page.

const FRONT = '<front>';

/** Splits a pattern list into trimmed lines; blank lines carry no pattern. */
export function parsePatterns(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

// "/mantelzorg/" and "/mantelzorg" are the same page to a visitor, so neither side keeps a
// trailing slash; the root stays "/".
function normalise(path: string): string {
  const lower = path.toLowerCase();
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

// Patterns are editor input: every regex metacharacter is literal, only `*` is a wildcard.
function toRegExp(pattern: string): RegExp {
  const path = pattern.toLowerCase() === FRONT ? '/' : normalise(pattern);
  const source = path
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** True when any pattern matches the whole path (case-insensitive, trailing slash ignored). */
export function matchesPath(patterns: readonly string[], pathname: string): boolean {
  const path = normalise(pathname);
  return patterns.some((pattern) => toRegExp(pattern).test(path));
}
