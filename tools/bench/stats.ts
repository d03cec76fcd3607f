/**
 * The middle item by `key`; of an even count the lower middle, so a median run is always one
 * that really happened (Lighthouse's runs are picked by performance score).
 */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
