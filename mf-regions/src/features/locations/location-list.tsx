import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetRegionLocationsQuery } from './api/get-region-locations';
import styles from './locations.module.css';

/** The locations of one type (or all); the previous list stays visible while another type loads. */
export function LocationList({ regionId, locationType }: { regionId: number; locationType: number | null }) {
  const { t } = useTranslation('Region');
  const { data, isFetching, isError } = useGetRegionLocationsQuery({ regionId, locationType });
  if (isError) return <p role="alert">{t('Locations.Failed')}</p>;
  if (!data) return <p role="status">{t('Locations.Loading')}</p>;
  return (
    <div aria-busy={isFetching}>
      <p role="status" className={styles.count}>
        {isFetching ? t('Locations.Loading') : t('Locations.Count', { count: data.total })}
      </p>
      {data.items.length === 0 ? (
        <p>
          {t('Locations.Empty')} <Link to="/regios">{t('Locations.EmptyLink')}</Link>
        </p>
      ) : (
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
      )}
    </div>
  );
}
