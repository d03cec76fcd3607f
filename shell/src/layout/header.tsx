import { HomeLink, MainMenu } from './main-menu';
import { HeaderSearch } from './header-search';
import styles from './header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <HomeLink />
        <MainMenu />
        <HeaderSearch />
      </div>
    </header>
  );
}
