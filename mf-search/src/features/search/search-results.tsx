import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@alz/shared/ui/page-head';
import { PopularPages } from '@alz/shared/ui/popular-pages';
import { useSearchSiteQuery } from './api/search-site';
import { searchPageSize, type Pillar } from './search-model';
import { SearchPager } from './search-pager';
import { SearchResultCard } from './search-result-card';
import styles from './search.module.css';

const searchLink = (pillar: Pillar, term: string) =>
  `/zoeken?${new URLSearchParams({ pijler: pillar, zoekterm: term })}`;

export function SearchResults({ term, pillar, page }: { term: string; pillar: Pillar; page: number }) {
  const { t } = useTranslation('Search');
  const { currentData, isFetching, isError } = useSearchSiteQuery({ term, pillar, page });
  if (isFetching && !currentData) return <p role="status">{t('Results.Loading')}</p>;
  if (isError || !currentData) return <p role="alert">{t('Results.Error')}</p>;
  const { total, results, suggestion } = currentData;
  const totalPages = Math.max(1, Math.ceil(total / searchPageSize));
  const query = { pijler: pillar, zoekterm: term };
  // A corrected term comes with results for words like it: say so, and offer the correction.
  const status =
    total === 0
      ? t('NewsSearch.Result.NoResult', { term })
      : suggestion
        ? t('Results.Similar', { count: total, term })
        : t('Results.Count', { count: total, term });
  return (
    <section aria-labelledby="zoekresultaten">
      {/* As spec 1 §2.7 asks of a news search (§2.9 does not say): page 1 of a result is not indexable. */}
      <PageHead
        title={t('Title')}
        path="/zoeken"
        noIndex={page === 1}
        pagination={{ page, totalPages }}
        query={query}
      />
      <h2 id="zoekresultaten">{t('Results.Title')}</h2>
      <p role="status" className={styles.count}>
        {status}
      </p>
      {suggestion ? (
        <p className={styles.didYouMean}>
          {t('Results.DidYouMean')} <Link to={searchLink(pillar, suggestion)}>{suggestion}</Link>?
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul className={styles.results}>
          {results.map((result) => (
            <li key={result.id}>
              <SearchResultCard result={result} />
            </li>
          ))}
        </ul>
      ) : null}
      {total === 0 ? <PopularPages title={t('Results.Popular')} headingLevel={3} className={styles.popular} /> : null}
      <SearchPager page={page} totalPages={totalPages} query={query} />
    </section>
  );
}
