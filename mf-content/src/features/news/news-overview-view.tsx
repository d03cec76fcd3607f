import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@alz/shared/router';
import { toPageNumber } from '@alz/shared/pagination/page-window';
import { NewsResults } from './news-results';
import { LazySearchBar } from '@alz/shared/ui/search-bar-lazy';
import { useTranslation } from 'react-i18next';
import styles from './news.module.css';

interface Props {
  title: string;
  intro: ReactNode;
  /** Canonical address of the overview (the node alias, or /nieuws). */
  path: string;
  headMode: 'page' | 'links';
  /** A regional overview: its news only, and a way back to the region (spec 1 §2.7). */
  region?: { id: number; title: string; url: string };
  backLabel?: string;
}

/** spec 1 §2.7: a news overview with a search box, cards and numbered pages of ten. */
export function NewsOverviewView({ title, intro, path, headMode, region, backLabel }: Props) {
  const { t } = useTranslation('Blocks');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // spec 1 §5: an empty search term means no search; a non-numeric page falls back to 1.
  const term = (params.get('zoekterm') ?? '').trim();
  const page = toPageNumber(params.get('page'));

  const search = (next: string) => {
    // A new search starts on its first page, at the path the visitor is on.
    navigate(next ? `${pathname}?${new URLSearchParams({ zoekterm: next })}` : pathname);
  };

  return (
    <article className={styles.overview}>
      <header>
        <h1>{title}</h1>
        <div className={styles.intro}>{intro}</div>
        {region ? (
          <Link className={styles.back} to={region.url}>
            {backLabel}
          </Link>
        ) : null}
      </header>
      <LazySearchBar
        host="mf_content"
        variant="news"
        value={term}
        onSearch={search}
        label={t('News.Search.Label')}
        submit={t('News.Search.Button')}
      />
      <NewsResults
        term={term}
        page={page}
        title={title}
        path={path}
        headMode={headMode}
        region={region && { id: region.id, name: region.title }}
      />
    </article>
  );
}
