import { useTranslation } from 'react-i18next';
import { primaryButton } from '@alz/shared/ui/button';
import styles from './remote-fallback.module.css';

interface Props {
  onRetry: () => void;
  /** When the remote is the whole page, its fallback carries the page's h1. */
  asPage: boolean;
}

export function RemoteFallback({ onRetry, asPage }: Props) {
  const { t } = useTranslation('Common');
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <section className={styles.fallback} aria-live="polite">
      <Heading className={styles.title}>{t('RemoteError.Title')}</Heading>
      <p>{t('RemoteError.Text')}</p>
      <button type="button" className={primaryButton} onClick={onRetry}>
        {t('RemoteError.Retry')}
      </button>
    </section>
  );
}
