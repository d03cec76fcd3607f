import { startOfIsoDay } from '../lib/iso-day';

// Content dates hang off a reference day, never straight off the clock, so one reference day
// always gives the same rows. The reference day follows the calendar, though: the api compares
// activity end dates, highlight windows and apply-before dates with the real clock, and content
// dated from a fixed day would thin out as the months pass.

const DAY = 86_400_000;
/** Content is dated from 09:00 UTC on the reference day. */
const REFERENCE_HOUR = 9;
/**
 * Days from the reference day to the day the seed runs. The content was written around a seed
 * run on 22 November 2026 with 1 November as its fixed day; this keeps that shape on any day.
 */
export const REFERENCE_LAG_DAYS = 21;

/** The reference day (YYYY-MM-DD) of a seed that runs at `now`. */
export function referenceDayOf(now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - REFERENCE_LAG_DAYS * DAY).toISOString().slice(0, 10);
}

let reference: number | null = null;

/**
 * Runs `build` with content dated from `day` (YYYY-MM-DD). Builders run synchronously, so the
 * day cannot leak into another seed run.
 */
export function withReferenceDay<T>(day: string, build: () => T): T {
  const start = startOfIsoDay(day);
  if (start === null) throw new RangeError(`Seed reference day must be a date written YYYY-MM-DD, not "${day}".`);
  const previous = reference;
  reference = start + REFERENCE_HOUR * 3_600_000;
  try {
    return build();
  } finally {
    reference = previous;
  }
}

function referenceTime(): number {
  // Content built at import time would keep the day of the first import: build it in a function.
  if (reference === null) throw new Error('Seed dates are only known inside withReferenceDay().');
  return reference;
}

/** Moment (ISO timestamp) some days before the reference moment; negative days lie after it. */
export function daysBefore(days: number): string {
  return new Date(referenceTime() - days * DAY).toISOString();
}

/** Calendar date (YYYY-MM-DD) some days after the reference day. */
export function dateAfter(days: number): string {
  return new Date(referenceTime() + days * DAY).toISOString().slice(0, 10);
}
