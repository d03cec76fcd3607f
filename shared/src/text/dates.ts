// Dutch date formats of spec 2 §9: DD-MM-YYYY, 'D MMMM YYYY' and 'dddd D MMMM YYYY, HH:mm uur'.
// Always in Dutch time, so a visitor abroad and the server agree on the day.
//
// Written out here rather than asked of Intl.DateTimeFormat: a browser's first Intl formatter
// loads its locale and time zone data, about 25 ms of a desktop's main thread and 100 of a slow
// phone's, one long task on every page that shows a date (total blocking time). Dutch
// time is simple within the EU's summer-time rule, in force since 1996: UTC+1, UTC+2 from the
// last Sunday of March to the last Sunday of October, both at 01:00 UTC. Other years ask Intl.

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];

/** The years the EU rule below covers, checked against Intl's time zone data (text.test.ts). */
const RULE_YEARS = { from: 1996, to: 2099 };
const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of the month (0-based), where Dutch summer time starts or ends. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

interface DutchTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 is Sunday */
  weekday: number;
  hour: number;
  minute: number;
}

function dutchTime(date: Date): DutchTime {
  const year = date.getUTCFullYear();
  if (year < RULE_YEARS.from || year > RULE_YEARS.to) return byIntl(date);
  const time = date.getTime();
  const summer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

let intl: Intl.DateTimeFormat | undefined;
function byIntl(date: Date): DutchTime {
  intl ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(intl.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday ?? ''),
    hour: Number(p.hour),
    minute: Number(p.minute),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A Date from an ISO string or Date; null for anything unparsable. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 5 maart 2026 */
export function formatLongDate(date: Date): string {
  const t = dutchTime(date);
  return `${t.day} ${MONTHS[t.month - 1]} ${t.year}`;
}

/** donderdag 5 maart 2026, 14:30 uur */
export function formatFullDateTime(date: Date): string {
  const t = dutchTime(date);
  return `${WEEKDAYS[t.weekday]} ${t.day} ${MONTHS[t.month - 1]} ${t.year}, ${twoDigits(t.hour)}:${twoDigits(t.minute)} uur`;
}

/** The calendar date in Dutch time as YYYY-MM-DD, for `<time dateTime>`. */
export function isoDay(date: Date): string {
  const t = dutchTime(date);
  return `${t.year}-${twoDigits(t.month)}-${twoDigits(t.day)}`;
}
