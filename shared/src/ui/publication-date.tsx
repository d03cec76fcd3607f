import { formatLongDate, isoDay, toDate } from '../text/dates';

/** A publication date as 'D MMMM YYYY' (spec 2 §9) in a `<time>`, or nothing without a date. */
export function PublicationDate({ value, className }: { value: unknown; className?: string }) {
  const date = toDate(value);
  if (!date) return null;
  return (
    <time dateTime={isoDay(date)} className={className}>
      {formatLongDate(date)}
    </time>
  );
}
