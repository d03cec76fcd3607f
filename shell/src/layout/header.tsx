import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MainMenu } from './main-menu';
import styles from './header.module.css';

export function Header() {
  const { t } = useTranslation('HeaderFooter');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={t('Home')}>
          Alzheimer Nederland
        </Link>
        <MainMenu />
      </div>
    </header>
  );
}
