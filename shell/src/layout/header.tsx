import { HomeLink, MainMenu } from './main-menu';
import styles from './header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <HomeLink />
        <MainMenu />
      </div>
    </header>
  );
}
