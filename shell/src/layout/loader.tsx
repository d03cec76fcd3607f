import { useTranslation } from 'react-i18next';
import styles from './loader.module.css';

export function Loader() {
  const { t } = useTranslation('Common');
  return (
    <p className={styles.loader} role="status">
      {t('Loading')}
    </p>
  );
}
