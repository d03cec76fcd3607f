import { useTranslation } from 'react-i18next';
import { useChromeFlags } from './page-chrome';
import styles from './loader.module.css';

export function Loader() {
  const { t } = useTranslation('Common');
  return (
    <p className={styles.loader} role="status">
      {t('Loading')}
    </p>
  );
}

/** A whole page that is still loading: spec 1 §4 hides the footer meanwhile. */
export function LoadingPage() {
  useChromeFlags(true);
  return <Loader />;
}
