// Readers shared by the news answers of the news pages and the latest-news block (spec 1 §7).
import { toDate } from '@alz/shared/text/dates';
import { isRecord, safeHref } from '@alz/shared/wire/read';

/** A publication date as an ISO string, or null when it is not a date. */
export const isoDate = (value: unknown): string | null => toDate(value)?.toISOString() ?? null;

/** The item's page (`Data.Path`), only when it is a safe link. */
export const newsPath = (data: unknown): string | null => (isRecord(data) ? safeHref(data.Path) : null);
