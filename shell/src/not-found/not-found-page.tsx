import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@alz/shared/ui/page-head';
import { PopularPages } from '@alz/shared/ui/popular-pages';
import { primaryButton } from '@alz/shared/ui/button';
import { SearchBarSlot } from '@alz/shared/ui/search-bar-slot';
import '../federation/provided-search-bar';
import styles from './not-found-page.module.css';

/** spec 1 §2.10: a search bar (mf-search's, to /zoeken), five suggestions and the way home. */
export function NotFoundPage() {
  const { t } = useTranslation('NotFound');
  return (
    <section className={styles.page}>
      <PageHead title={t('Title')} path="/404" noIndex />
      <h1>{t('Title')}</h1>
      <p>{t('Text')}</p>
      <SearchBarSlot host="shell" variant="not-found" label={t('Search.Label')} submit={t('Search.Submit')} />
      <PopularPages title={t('Suggestions.Title')} className={styles.suggestions} />
      <p>
        <Link className={primaryButton} to="/">
          {t('BackHome')}
        </Link>
      </p>
    </section>
  );
}
