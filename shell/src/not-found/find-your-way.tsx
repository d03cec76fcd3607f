import { useTranslation } from 'react-i18next';
import { PopularPages } from '@alz/shared/ui/popular-pages';
import { SearchBarSlot } from '@alz/shared/ui/search-bar-slot';
import '../federation/provided-search-bar';
import styles from './not-found-page.module.css';

/**
 * spec 1 §2.10: a search bar (mf-search's, to /zoeken) and five suggestions, news and the memory
 * test among them. The not-found page shows them, and so does a page that failed to load ("a
 * failed page load shows this page"), below its retry.
 */
export function FindYourWay() {
  const { t } = useTranslation('NotFound');
  return (
    <>
      <SearchBarSlot host="shell" variant="not-found" label={t('Search.Label')} submit={t('Search.Submit')} />
      <PopularPages title={t('Suggestions.Title')} className={styles.suggestions} />
    </>
  );
}
