import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@alz/shared/ui/page-head';
import { primaryButton } from '@alz/shared/ui/button';
import styles from './not-found-page.module.css';

/**
 * A page the server could not give (the api down, a 5xx): not "not found", which would tell the
 * visitor the page is gone, but a calm note that it is a fault on our side, and a retry.
 */
export function UnavailablePage({ path, onRetry }: { path: string; onRetry: () => void }) {
  const { t } = useTranslation('NotFound');
  return (
    <section className={styles.page}>
      <PageHead title={t('Unavailable.Title')} path={path} noIndex />
      <h1 tabIndex={-1}>{t('Unavailable.Title')}</h1>
      <p>{t('Unavailable.Text')}</p>
      <p className={styles.actions}>
        <button type="button" className={primaryButton} onClick={onRetry}>
          {t('Unavailable.Retry')}
        </button>
        <Link to="/">{t('Unavailable.BackHome')}</Link>
      </p>
    </section>
  );
}
