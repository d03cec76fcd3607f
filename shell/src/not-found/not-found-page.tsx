import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@alz/shared/ui/page-head';
import { primaryButton } from '@alz/shared/ui/button';
import { FindYourWay } from './find-your-way';
import styles from './not-found-page.module.css';

export { FindYourWay };

/** spec 1 §2.10: a search bar (mf-search's, to /zoeken), five suggestions and the way home. */
export function NotFoundPage() {
  const { t } = useTranslation('NotFound');
  return (
    <section className={styles.page}>
      <PageHead title={t('Title')} path="/404" noIndex />
      <h1>{t('Title')}</h1>
      <p>{t('Text')}</p>
      <FindYourWay />
      <p>
        <Link className={primaryButton} to="/">
          {t('BackHome')}
        </Link>
      </p>
    </section>
  );
}
