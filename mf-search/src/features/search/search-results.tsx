import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { useSearchSiteQuery } from './api/search-site';
import { PageHead } from '@alz/shared/ui/page-head';
import { searchPageSize, type Pillar } from './search-model';
import { SearchPager } from './search-pager';
import styles from './search.module.css';

export function SearchResults({ term, pillar, page }: { term: string; pillar: Pillar; page: number }) {
  const { t } = useTranslation('Search');
  const { currentData, isFetching, isError } = useSearchSiteQuery({ term, pillar, page });
  if (isFetching && !currentData) return <p role="status">{t('Results.Loading')}</p>;
  if (isError || !currentData) return <p role="alert">{t('Results.Error')}</p>;
  const { total, results } = currentData;
  const totalPages = Math.max(1, Math.ceil(total / searchPageSize));
  const query = { pijler: pillar, zoekterm: term };
  return (
    <section aria-labelledby="zoekresultaten">
      {/* spec 1 §2.7: page 1 of a search result is not indexable, later pages are. */}
      <PageHead
        title={t('Title')}
        path="/zoeken"
        noIndex={page === 1}
        pagination={{ page, totalPages }}
        query={query}
      />
      <h2 id="zoekresultaten">{t('Results.Title')}</h2>
      <p role="status">
        {total === 0 ? t('NewsSearch.Result.NoResult', { term }) : t('Results.Count', { count: total, term })}
      </p>
      <ul className={styles.results}>
        {results.map((result) => (
          <li key={result.id}>
            <h3>
              <Link to={result.url}>{result.title}</Link>
            </h3>
            <p className={styles.type}>{t(`Types.${result.type}`)}</p>
            {result.introduction ? <p>{result.introduction}</p> : null}
          </li>
        ))}
      </ul>
      <SearchPager page={page} totalPages={totalPages} query={query} />
    </section>
  );
}
