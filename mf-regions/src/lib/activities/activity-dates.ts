import type { TFunction } from 'i18next';
import { formatLongDate } from '@alz/shared/text/dates';
import type { ActivityMoment } from './activity-model';

// Noon UTC is the same calendar day in Dutch time all year round.
export const dayLabel = (day: string) => formatLongDate(new Date(`${day}T12:00:00Z`));

const momentLabel = (t: TFunction, moment: ActivityMoment) =>
  moment.time ? t('Activities.DayTime', { day: dayLabel(moment.day), time: moment.time }) : dayLabel(moment.day);

/** Today in the Netherlands, YYYY-MM-DD (the days of an activity are Dutch calendar days). */
export const dutchToday = (now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(now);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/** Longer than this, an activity with a start and an end time is a series of meetings. */
const SERIES_AFTER_DAYS = 6;

/**
 * "5 maart 2026, 14:00 tot 16:00 uur" or "5 maart 2026 tot en met 7 maart 2026". A record that
 * runs for weeks with times of day (spec 1 §3 has no field for how often it meets) is a series:
 * its times are those of each meeting, not a start and an end weeks apart, and once it has
 * begun it is written from today: "Nog tot en met 4 januari 2027, telkens van 10:00 tot 12:00 uur".
 */
export function dateRangeLabel(
  t: TFunction,
  start: ActivityMoment | null,
  end: ActivityMoment | null,
  today: string = dutchToday(),
): string {
  if (!start) return '';
  if (!end || (end.day === start.day && !end.time)) return momentLabel(t, start);
  if (start.time && end.time && daysBetween(start.day, end.day) > SERIES_AFTER_DAYS) {
    const times = { from: start.time, to: end.time };
    return start.day <= today && today <= end.day
      ? t('Activities.SeriesOngoing', { until: dayLabel(end.day), ...times })
      : t('Activities.Series', { first: dayLabel(start.day), until: dayLabel(end.day), ...times });
  }
  if (end.day === start.day) {
    return start.time
      ? t('Activities.SameDay', { day: dayLabel(start.day), from: start.time, to: end.time })
      : t('Activities.DayUntil', { day: dayLabel(start.day), to: end.time });
  }
  return t('Activities.Range', { from: momentLabel(t, start), to: momentLabel(t, end) });
}
