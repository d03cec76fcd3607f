import { useEffect, useMemo } from 'react';
import { useSearchParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { pushDataLayer } from '@alz/shared';
import { PageHead } from '@alz/shared/ui/page-head';
import { lastTerm, rememberLastTerm } from './last-term';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { toPage, toPillar, type Pillar } from './search-model';
import styles from './search.module.css';

export function SearchPageView() {
  const { t } = useTranslation('Search');
  const [params, setParams] = useSearchParams();
  const term = (params.get('zoekterm') ?? '').trim();
  const pillar = toPillar(params.get('pijler'));
  const page = toPage(params.get('page'));
  // Without a term: the term of an earlier search in this visit, to offer again.
  const previous = useMemo(() => (term ? '' : lastTerm()), [term]);

  useEffect(() => {
    if (term) rememberLastTerm(term);
  }, [term]);

  const search = (nextTerm: string, nextPillar: Pillar) => {
    // spec 1 §2.9: the address becomes ?pijler=...&zoekterm=... and analytics hears of it.
    setParams({ pijler: nextPillar, zoekterm: nextTerm });
    if (!nextTerm) return;
    pushDataLayer({ event: 'view-search-results', searchTerm: nextTerm, pillar: nextPillar });
  };

  return (
    <article>
      {term ? null : <PageHead title={t('Title')} path="/zoeken" />}
      <h1>{t('Title')}</h1>
      <SearchForm key={`${term}|${pillar}`} term={term} pillar={pillar} onSearch={search} />
      {/* spec 1 §5: an empty search term means no search. */}
      {term ? (
        <SearchResults term={term} pillar={pillar} page={page} />
      ) : (
        <>
          <p>{t('Empty')}</p>
          {previous ? (
            <p>
              {t('LastTerm.Text')}{' '}
              <button type="button" className={styles.linkButton} onClick={() => search(previous, pillar)}>
                {t('LastTerm.Button', { term: previous })}
              </button>
            </p>
          ) : null}
        </>
      )}
    </article>
  );
}
