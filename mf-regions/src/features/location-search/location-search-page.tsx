import { useSearchParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RichText } from '@alz/shared/ui/rich-text';
import { nodeIntro } from '@alz/shared/wire/node';
import { SearchForm } from '../../lib/search-form/search-form';
import { LocationResults } from './location-results';
import { PLACE, REGION, regionIdFrom, searchFor } from './search-address';
import styles from './location-search.module.css';

/**
 * The "location search" page kind (spec 1 §2.2, §2.5; spec 2 §2 "Activities search"): a
 * postcode or place finds the visitor's region, then the activities and vacancies around it.
 */
export function LocationSearchPage({ node }: PageKindProps) {
  const { t } = useTranslation('Region');
  const [params, setParams] = useSearchParams();
  const place = (params.get(PLACE) ?? '').trim();
  // A new place starts afresh: no chosen region, filters or pages of the previous one.
  const search = (next: string) => setParams(new URLSearchParams(searchFor(next)), { preventScrollReset: true });

  return (
    <article className={styles.page}>
      <h1 tabIndex={-1}>{node.title}</h1>
      <RichText className={styles.intro} html={nodeIntro(node)} />
      <SearchForm kind="location" value={place} onSearch={search} />
      {place ? (
        <LocationResults key={place} place={place} regionId={regionIdFrom(params.get(REGION))} />
      ) : (
        <p>{t('LocationSearch.Start')}</p>
      )}
    </article>
  );
}
