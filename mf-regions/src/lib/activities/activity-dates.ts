import type { TFunction } from 'i18next';
import { formatLongDate } from '@alz/shared/text/dates';
import type { ActivityMoment } from './activity-model';

// Noon UTC is the same calendar day in Dutch time all year round.
export const dayLabel = (day: string) => formatLongDate(new Date(`${day}T12:00:00Z`));

const momentLabel = (t: TFunction, moment: ActivityMoment) =>
  moment.time ? t('Activities.DayTime', { day: dayLabel(moment.day), time: moment.time }) : dayLabel(moment.day);

/** "5 maart 2026, 14:00 tot 16:00 uur" or "5 maart 2026 tot en met 7 maart 2026". */
export function dateRangeLabel(t: TFunction, start: ActivityMoment | null, end: ActivityMoment | null): string {
  if (!start) return '';
  if (!end || (end.day === start.day && !end.time)) return momentLabel(t, start);
  if (end.day === start.day) {
    return start.time
      ? t('Activities.SameDay', { day: dayLabel(start.day), from: start.time, to: end.time })
      : t('Activities.DayUntil', { day: dayLabel(start.day), to: end.time });
  }
  return t('Activities.Range', { from: momentLabel(t, start), to: momentLabel(t, end) });
}
