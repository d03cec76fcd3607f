import { useLocation } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { pageHref, totalPagesOf } from '@alz/shared/pagination/page-window';
import { Pagination } from '@alz/shared/ui/pagination';
import { useGetNewsPageQuery } from './api/get-news-page';
import { useSearchNewsQuery } from './api/search-news';
import { NewsCard } from './news-card';
import { NewsHead } from './news-head';
import { NEWS_PAGE_SIZE, type NewsRegion } from './news-model';
import styles from './news.module.css';

interface Props {
  term: string;
  page: number;
  title: string;
  /** Canonical address of the overview, for the head. */
  path: string;
  headMode: 'page' | 'links';
  /** Limits the overview to one region's news. */
  region?: NewsRegion;
}

/** One page of news cards: the latest news, or the matches for a search term. */
export function NewsResults({ term, page, title, path, headMode, region }: Props) {
  const { t } = useTranslation('Blocks');
  const { pathname } = useLocation();
  const latest = useGetNewsPageQuery({ page, region }, { skip: term !== '' });
  const found = useSearchNewsQuery({ term, page, region }, { skip: term === '' });
  const { currentData, isFetching, isError } = term ? found : latest;
  const query: Record<string, string> = term ? { zoekterm: term } : {};
  // spec 1 §2.7: page 1 of a search result is not indexable; other overview pages are.
  const head = (totalPages?: number) => (
    <NewsHead
      mode={headMode}
      title={title}
      path={path}
      noIndex={term !== '' && page === 1}
      pagination={totalPages ? { page, totalPages } : undefined}
      query={query}
    />
  );

  if (isFetching && !currentData) {
    return (
      <>
        {head()}
        <p role="status">{t('News.Overview.Loading')}</p>
      </>
    );
  }
  if (isError || !currentData) {
    return (
      <>
        {head()}
        <p role="alert">{t('News.Overview.Error')}</p>
      </>
    );
  }
  const { total, items } = currentData;
  const totalPages = totalPagesOf(total, NEWS_PAGE_SIZE);
  return (
    <section aria-label={t('News.Overview.Results')} aria-busy={isFetching}>
      {head(totalPages)}
      {term ? (
        <p role="status" className={styles.count}>
          {total === 0 ? t('News.Overview.NoResult', { term }) : t('News.Overview.Count', { count: total, term })}
        </p>
      ) : null}
      {!term && items.length === 0 ? <p>{t('News.Overview.Empty')}</p> : null}
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
      <Pagination variant="links" page={page} totalPages={totalPages} hrefFor={(p) => pageHref(pathname, query, p)} />
    </section>
  );
}
