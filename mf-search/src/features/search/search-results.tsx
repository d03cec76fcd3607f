import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSearchSiteQuery } from './api/search-site';
import type { Pillar } from './search-model';
import styles from './search.module.css';

export function SearchResults({ term, pillar }: { term: string; pillar: Pillar }) {
  const { t } = useTranslation('Search');
  const { currentData: results, isFetching, isError } = useSearchSiteQuery({ term, pillar });
  if (isFetching && !results) return <p role="status">{t('Results.Loading')}</p>;
  if (isError || !results) return <p role="alert">{t('Results.Error')}</p>;
  return (
    <section aria-labelledby="zoekresultaten">
      <h2 id="zoekresultaten">{t('Results.Title')}</h2>
      <p role="status">
        {results.length === 0
          ? t('NewsSearch.Result.NoResult', { term })
          : t('Results.Count', { count: results.length, term })}
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
    </section>
  );
}
