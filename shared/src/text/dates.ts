// Dutch date formats of spec 2 §9: DD-MM-YYYY, 'D MMMM YYYY' and 'dddd D MMMM YYYY, HH:mm uur'.
// Always in Dutch time, so a visitor abroad and the server agree on the day.

const ZONE = 'Europe/Amsterdam';

// Making a formatter costs far more than formatting (the region page's lists format dozens of
// dates: about 60 ms of a phone's main thread when each made its own), so each kind is made once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('nl-NL', { timeZone: ZONE, ...options });
    formatters.set(key, made);
  }
  return made;
}

/**
 * Makes the formatters ahead of need. A browser's first Intl formatter loads its locale and time
 * zone data: about 15 ms, 60 on a slow phone. Called in a task of its own while a page waits
 * for its data, that wait does it, instead of the first render that shows a date (issue 15).
 */
export function prepareDateFormats(): void {
  formatLongDate(new Date(0));
  isoDay(new Date(0));
}

const parts = (date: Date, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    formatter(options)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;

/** A Date from an ISO string or Date; null for anything unparsable. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 5 maart 2026 */
export function formatLongDate(date: Date): string {
  const p = parts(date, { day: 'numeric', month: 'long', year: 'numeric' });
  return `${p.day} ${p.month} ${p.year}`;
}

/** donderdag 5 maart 2026, 14:30 uur */
export function formatFullDateTime(date: Date): string {
  const p = parts(date, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} uur`;
}

/** The calendar date in Dutch time as YYYY-MM-DD, for `<time dateTime>`. */
export function isoDay(date: Date): string {
  const p = parts(date, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.year}-${p.month}-${p.day}`;
}
