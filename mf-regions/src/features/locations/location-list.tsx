import { useState, type ReactNode } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { totalPagesOf } from '@alz/shared/pagination/page-window';
import { Pagination } from '@alz/shared/ui/pagination';
import { useGetRegionLocationsQuery } from './api/get-region-locations';
import { LOCATIONS_PAGE_SIZE } from './locations-model';
import styles from './locations.module.css';

interface Props {
  regionId: number;
  locationType: number | null;
  /** Visible page, from 1. */
  page: number;
  hrefFor: (page: number) => string;
  /**
   * What follows the list on the page. It shows once the list has come (or failed), not before:
   * the list would push it down when it arrives (issue 15, layout shift).
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
  if (isError) {
    return (
      <>
        <p role="alert">{t('Locations.Failed')}</p>
        {after}
      </>
    );
  }
  if (!data) {
    return (
      <>
        <p role="status">{t('Locations.Loading')}</p>
        {settled ? after : null}
      </>
    );
  }
  return (
    <>
      <div aria-busy={isFetching}>
        <p role="status" className={styles.count}>
          {isFetching ? t('Locations.Loading') : t('Locations.Count', { count: data.total })}
        </p>
        {data.total === 0 ? (
          <p>
            {t('Locations.Empty')} <Link to="/regios">{t('Locations.EmptyLink')}</Link>
          </p>
        ) : data.items.length > 0 ? (
          <ul className={styles.list}>
            {data.items.map((item) => (
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
        <Pagination
          variant="links"
          page={page}
          totalPages={totalPagesOf(data.total, LOCATIONS_PAGE_SIZE)}
          hrefFor={hrefFor}
        />
      </div>
      {after}
    </>
  );
}
