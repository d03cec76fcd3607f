import { useId } from 'react';
import { useNavigate } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { nodeIntro } from '@alz/shared/wire/node';
import { useSearchRegionsQuery } from '../../lib/region-search/api/search-regions';
import { RegionList, regionPageStyles as styles } from '../../lib/region-search/region-list';
import { SearchForm } from '../../lib/search-form/search-form';

/**
 * Page kind regio_overzicht (spec 1 §2.2 "region overview"): the editor's title and introduction,
 * every regional branch in a list, and the region search, which leads to /regios with the term
 * (spec 1 §2.5) so a search result has one address.
 */
export function RegionOverviewPage({ node }: PageKindProps) {
  const { t } = useTranslation('Region');
  const navigate = useNavigate();
  const listId = useId();
  // An empty term lists every region (the api's answer to no search).
  const { data, isFetching, isError } = useSearchRegionsQuery('');
  const search = (term: string) =>
    void navigate(term ? `/regios?${new URLSearchParams({ zoekterm: term })}` : '/regios');
  return (
    <div className={styles.page}>
      <h1 tabIndex={-1}>{node.title}</h1>
      <RichText className={styles.intro} html={nodeIntro(node)} />
      <SearchForm kind="region" value="" onSearch={search} />
      <div className={styles.results} aria-busy={isFetching}>
        {isError ? <p role="alert">{t('Overview.Failed')}</p> : null}
        {!isError && isFetching && !data ? <p role="status">{t('Overview.Loading')}</p> : null}
        {!isError && data ? (
          <section aria-labelledby={listId}>
            <h2 id={listId}>{t('Overview.ListTitle', { count: data.length })}</h2>
            <RegionList hits={data} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
