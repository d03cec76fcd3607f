import { useState, type ReactNode } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { totalPagesOf } from '@alz/shared/pagination/page-window';
import { Pagination } from '@alz/shared/ui/pagination';
import { useGetRegionLocationsQuery } from './api/get-region-locations';
import { LOCATIONS_PAGE_SIZE, type LocationsPage } from './locations-model';
import styles from './locations.module.css';

interface Props {
  regionId: number;
  locationType: number | null;
  /** Visible page, from 1. */
  page: number;
  hrefFor: (page: number) => string;
  /**
   * What follows the list on the page. It shows once the list has come (or failed), not before:
   * the list would push it down when it arrives (a layout shift).
   */
  after?: ReactNode;
}

/** One page of locations of one type (or all); the previous list stays visible while another loads. */
export function LocationList({ regionId, locationType, page, hrefFor, after }: Props) {
  const { t } = useTranslation('Region');
  const { data, isFetching, isError } = useGetRegionLocationsQuery({ regionId, locationType, page });
  // Once shown, what follows stays while another list loads after a failed one (a new type):
  // the visitor may be typing in it.
  const [settled, setSettled] = useState(false);
  if (!settled && (data || isError)) setSettled(true);
  const body = isError ? (
    <p role="alert">{t('Locations.Failed')}</p>
  ) : !data ? (
    <p role="status">{t('Locations.Loading')}</p>
  ) : (
    <ListPage locations={data} page={page} hrefFor={hrefFor} isFetching={isFetching} />
  );
  return (
    <>
      {body}
      {settled || data || isError ? after : null}
    </>
  );
}

interface ListPageProps extends Pick<Props, 'page' | 'hrefFor'> {
  locations: LocationsPage;
  isFetching: boolean;
}

function ListPage({ locations: { items, total }, page, hrefFor, isFetching }: ListPageProps) {
  const { t } = useTranslation('Region');
  return (
    <div aria-busy={isFetching}>
      <p role="status" className={styles.count}>
        {isFetching ? t('Locations.Loading') : t('Locations.Count', { count: total })}
      </p>
      {total === 0 ? (
        <p>
          {t('Locations.Empty')} <Link to="/regios">{t('Locations.EmptyLink')}</Link>
        </p>
      ) : items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.url} className={styles.card}>
              <h2 className={styles.title}>
                <Link to={item.url}>{item.title}</Link>
              </h2>
              {item.type ? <p className={styles.type}>{item.type}</p> : null}
              {item.address ? <p>{item.address}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Links, as on the news overviews: each page has its own address to share or go back to. */}
      <Pagination variant="links" page={page} totalPages={totalPagesOf(total, LOCATIONS_PAGE_SIZE)} hrefFor={hrefFor} />
    </div>
  );
}
