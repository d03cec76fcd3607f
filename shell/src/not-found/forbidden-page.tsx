import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@alz/shared/ui/page-head';
import { primaryButton } from '@alz/shared/ui/button';
import styles from './not-found-page.module.css';

/** spec 2 §1: the 403 page for content only for logged-in visitors. */
export function ForbiddenPage() {
  const { t } = useTranslation('NotFound');
  return (
    <section className={styles.page}>
      <PageHead title={t('Forbidden.Title')} path="/403" noIndex />
      <h1>{t('Forbidden.Title')}</h1>
      <p>{t('Forbidden.Text')}</p>
      <p className={styles.actions}>
        <Link className={primaryButton} to="/registreren">
          {t('Forbidden.Register')}
        </Link>
        <Link to="/inloggen">{t('Forbidden.Login')}</Link>
      </p>
    </section>
  );
}
