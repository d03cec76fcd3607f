import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totalPagesOf } from '@alz/shared/pagination/page-window';
import { Pagination } from '@alz/shared/ui/pagination';
import { useStatusRole } from '../status-role';
import { ActivityCard } from './activity-card';
import { ACTIVITY_PAGE_SIZE, type ActivitiesPage } from './activity-model';
import styles from './activities.module.css';

interface Props {
  data: ActivitiesPage | undefined;
  isFetching: boolean;
  isError: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** Shown instead of the count, e.g. for the location listing. */
  hideCount?: boolean;
  /** What an empty list says to do next, when the general advice does not fit the filters. */
  emptyMessage?: string;
}

/**
 * Count, cards and pager; the previous list stays visible (aria-busy) while the next loads
 * (spec 1 §4), also when a filter switches the listing to another call (region → around a city)
 * whose first answer is not in yet.
 */
export function ActivityResults({
  data: latest,
  isFetching,
  isError,
  page,
  onPageChange,
  hideCount,
  emptyMessage,
}: Props) {
  const { t } = useTranslation('Region');
  // The cards of an answer render in a transition, in slices a slow phone can interrupt, not in
  // the task in which the answer arrives (total blocking time); until then the list shows
  // what it showed, still busy.
  const current = useDeferredValue(latest);
  const busy = isFetching || current !== latest;
  const [previous, setPrevious] = useState(current);
  if (current && current !== previous) setPrevious(current);
  const data = current ?? (busy ? previous : undefined);
  const countText = busy
    ? t('Activities.Loading')
    : hideCount
      ? ''
      : t('Activities.Count', { count: data?.total ?? 0 });
  const countRole = useStatusRole(data ? countText : null);
  if (isError) return <p role="alert">{t('Activities.Failed')}</p>;
  if (!data) return <p role={countRole}>{t('Activities.Loading')}</p>;
  const empty = data.items.length === 0;
  return (
    <div aria-busy={busy} className={styles.results}>
      <p role={countRole} className={hideCount && !busy ? styles.quiet : styles.count}>
        {countText}
      </p>
      {empty ? (
        <p>
          {data.messageKey === 'UnknownPlace' ? t('Activities.UnknownPlace') : (emptyMessage ?? t('Activities.Empty'))}
        </p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((item) => (
            <ActivityCard key={`${item.id}-${item.url ?? item.externalUrl}`} item={item} />
          ))}
        </ul>
      )}
      <Pagination
        variant="button"
        page={page}
        totalPages={totalPagesOf(data.total, ACTIVITY_PAGE_SIZE)}
        loading={busy}
        onPageChange={onPageChange}
      />
    </div>
  );
}
