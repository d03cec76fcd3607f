import { useId } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { pageHref, toPageNumber } from '@alz/shared/pagination/page-window';
import { PageHead } from '@alz/shared/ui/page-head';
import { PageError, pageFailureOf } from '@alz/shared/ui/page-error';
import { PageNotFound } from '@alz/shared/ui/page-not-found';
import { SearchForm } from '../../lib/search-form/search-form';
import { useGetLocationTypesQuery } from './api/get-location-types';
import { useGetRegionByNameQuery } from './api/get-region-by-name';
import { LocationList } from './location-list';
import styles from './locations.module.css';

/** /regios/{regio}/locaties (spec 1 §2.5): the region's locations, filtered by type. */
export function LocationOverview() {
  const { t } = useTranslation('Region');
  const id = useId();
  const { regio = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const region = useGetRegionByNameQuery(regio);
  const types = useGetLocationTypesQuery();
  const typeParam = Number(params.get('locatietype'));
  const locationType = Number.isInteger(typeParam) && typeParam > 0 ? typeParam : null;
  // spec 1 §5: a page parameter that is not a whole number from 1 falls back to 1.
  const page = toPageNumber(params.get('page'));
  const path = `/regios/${regio}/locaties`;

  // A retry keeps the old error while it runs, so loading is asked first.
  if (region.isFetching && !region.data) return <p role="status">{t('Locations.Loading')}</p>;
  if (region.error) {
    // spec 2 §8: an unknown region is the site's not-found page; a fault offers a retry.
    return pageFailureOf(region.error) === 'fault' ? (
      <PageError path={path} error={region.error} onRetry={() => void region.refetch()} />
    ) : (
      <PageNotFound />
    );
  }
  // An answer that names no region leads nowhere either.
  if (!region.data) return <PageNotFound />;
  const { data: current } = region;

  return (
    <div className={styles.page}>
      <PageHead title={t('Locations.Title', { region: current.title })} path={path} />
      <h1 tabIndex={-1}>{t('Locations.Title', { region: current.title })}</h1>
      <p>
        <Link to={current.url}>{t('Locations.BackToRegion', { region: current.title })}</Link>
      </p>
      <div className={styles.filter}>
        <label htmlFor={id}>{t('Locations.TypeLabel')}</label>
        <select
          id={id}
          value={locationType ?? ''}
          // Another type starts again on page 1: the page parameter is left behind.
          onChange={(event) => setParams(event.target.value ? { locatietype: event.target.value } : {})}
        >
          <option value="">{t('Locations.AllTypes')}</option>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <LocationList
        regionId={current.id}
        locationType={locationType}
        page={page}
        hrefFor={(target) => pageHref(path, locationType ? { locatietype: String(locationType) } : {}, target)}
        after={
          <section aria-labelledby={`${id}-other`} className={styles.other}>
            <h2 id={`${id}-other`}>{t('Locations.OtherRegion')}</h2>
            <SearchForm
              kind="region"
              value=""
              onSearch={(term) => navigate(term ? `/regios?${new URLSearchParams({ zoekterm: term })}` : '/regios')}
            />
          </section>
        }
      />
    </div>
  );
}
