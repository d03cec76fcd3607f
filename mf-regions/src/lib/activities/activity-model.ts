import { isRecord, trimmedText } from '@alz/shared/wire/read';
/** One activity card (spec 1 §3 "Activity item"); dates stay calendar days, times are HH:mm. */
export interface ActivityItem {
  id: number;
  title: string;
  type: string;
  iconPath: string | null;
  intro: string;
  location: string;
  locality: string;
  start: ActivityMoment | null;
  end: ActivityMoment | null;
  /** A site path, or null when the record has none. */
  url: string | null;
  externalUrl: string | null;
}

export interface ActivityMoment {
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm, or null when the record has no time. */
  time: string | null;
}

export interface ActivitiesPage {
  total: number;
  items: ActivityItem[];
  /** Set by the api for a place it does not know (spec 1 §7), e.g. 'UnknownPlace'. */
  messageKey: string | null;
}

export const ACTIVITY_PAGE_SIZE = 6;
/** spec 1 §9 */
export const DISTANCES = [5, 10, 15, 25, 35, 50] as const;

/** Seconds since midnight -> "14:00"; null for anything that is not a time of day. */
export function timeOfDay(value: unknown): string | null {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0 || seconds >= 86400) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}`;
}

/** The calendar day of "2026-03-05" or "2026-03-05T00:00:00Z"; null for anything else. */
export function calendarDay(value: unknown): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(trimmedText(value));
  return match ? match[1]! : null;
}

export function toMoment(day: unknown, time: unknown): ActivityMoment | null {
  const date = calendarDay(day);
  return date ? { day: date, time: timeOfDay(time) } : null;
}

/** Only site paths are followed internally; anything else would leave the site unannounced. */
export const sitePath = (value: unknown) => {
  const path = trimmedText(value);
  return /^\/(?!\/)/.test(path) ? path : null;
};

export const webAddress = (value: unknown) => {
  const uri = trimmedText(value);
  return /^https?:\/\/[^\s]+$/i.test(uri) ? uri : null;
};

/** An image the page may load: a site path or https. A bare icon name would only show a broken image. */
export const imageAddress = (value: unknown) => {
  const uri = trimmedText(value);
  return sitePath(uri) ?? (/^https:\/\/[^\s]+$/i.test(uri) ? uri : null);
};

function toActivityItem(record: Record<string, unknown>): ActivityItem[] {
  const title = trimmedText(record.Title);
  const activity = isRecord(record.Activity) ? record.Activity : {};
  const url = sitePath(record.Url);
  const externalUrl = webAddress(isRecord(activity.ExternalLink) ? activity.ExternalLink.uri : undefined);
  if (!title || (!url && !externalUrl)) return [];
  const icon = isRecord(activity.ActivityTypeIcon) ? imageAddress(activity.ActivityTypeIcon.Path) : null;
  return [
    {
      id: typeof record.Id === 'number' ? record.Id : 0,
      title,
      type: trimmedText(activity.ActivityType),
      iconPath: icon,
      intro: trimmedText(record.Introduction),
      location: trimmedText(activity.ActivityLocation),
      locality: isRecord(activity.Address) ? trimmedText(activity.Address.locality) : '',
      start: toMoment(activity.StartDate, activity.StartTime),
      end: toMoment(activity.EndDate, activity.EndTime),
      url,
      externalUrl,
    },
  ];
}

/** `{ Activities, Total }` -> page; 204 (null) and malformed answers are an empty page. */
export function toActivitiesPage(answer: unknown): ActivitiesPage {
  if (!isRecord(answer)) return { total: 0, items: [], messageKey: null };
  const items = Array.isArray(answer.Activities) ? answer.Activities.filter(isRecord).flatMap(toActivityItem) : [];
  const total = typeof answer.Total === 'number' && answer.Total >= 0 ? answer.Total : items.length;
  return { total, items, messageKey: trimmedText(answer.MessageKey) || null };
}

/** A list of names (types, cities); 204 (null) gives none. */
export function toNames(answer: unknown): string[] {
  if (!Array.isArray(answer)) return [];
  return [...new Set(answer.map(trimmedText).filter(Boolean))];
}

/**
 * spec 1 §5: kept only when its last day (end, else start) is today or later. The api applies
 * the same rule to every listing (activities-repository.ts); here it is a second guard.
 */
export function isNotPast(item: ActivityItem, today: string): boolean {
  const last = item.end?.day ?? item.start?.day;
  return !!last && last >= today;
}
