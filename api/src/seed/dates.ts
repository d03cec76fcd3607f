// Content dates hang off a fixed day, never the clock, so every seed run writes the same rows.
const REFERENCE = Date.UTC(2026, 10, 1, 9, 0, 0);
const DAY = 86_400_000;

export function daysBefore(days: number): string {
  return new Date(REFERENCE - days * DAY).toISOString();
}

/** Calendar date (YYYY-MM-DD) some days after the reference day. */
export function dateAfter(days: number): string {
  return new Date(REFERENCE + days * DAY).toISOString().slice(0, 10);
}
