import { useSearchParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@alz/shared/ui/page-head';
import { useSearchRegionsQuery } from '../../lib/region-search/api/search-regions';
import { RegionList, regionPageStyles as styles } from '../../lib/region-search/region-list';
import { SearchForm } from '../../lib/search-form/search-form';

/** /regios?zoekterm=: find the regional chapter for a place, municipality or region (spec 1 §2.5). */
export function RegionSearchView() {
  const { t } = useTranslation('Region');
  const [params, setParams] = useSearchParams();
  const term = (params.get('zoekterm') ?? '').trim();
  const { data, isFetching, isError } = useSearchRegionsQuery(term);
  const search = (next: string) => setParams(next ? { zoekterm: next } : {});
  return (
    <div className={styles.page}>
      <PageHead title={t('Search.Title')} description={t('Search.Intro')} path="/regios" noIndex={term !== ''} />
      <h1 tabIndex={-1}>{t('Search.Title')}</h1>
      <p className={styles.intro}>{t('Search.Intro')}</p>
      <SearchForm kind="region" value={term} onSearch={search} />
      {/* Only what the search found is announced (its heading: the count), not the whole list. */}
      <div className={styles.results} aria-busy={isFetching}>
        <div aria-live="polite">
          {isError ? <p role="alert">{t('Search.Failed')}</p> : null}
          {!isError && isFetching ? <p>{t('Search.Loading')}</p> : null}
          {!isError && !isFetching && data ? (
            <>
              <h2>
                {term === ''
                  ? t('Search.All')
                  : data.length === 0
                    ? t('Search.None', { term })
                    : t('Search.Found', { count: data.length, term })}
              </h2>
              {term !== '' && data.length === 0 ? <p>{t('Search.NoneHelp')}</p> : null}
            </>
          ) : null}
        </div>
        {!isError && !isFetching && data ? <RegionList hits={data} /> : null}
      </div>
    </div>
  );
}
