import { useIsDesktop } from '@alz/shared/ui/use-is-desktop';
import { HomeLink, MainMenu } from './main-menu';
import { HeaderSearch } from './header-search';
import styles from './header.module.css';

export function Header() {
  // At desktop width the menu has a row of its own below the logo and the search button
  // (main-menu.module.css), so the search comes first in the tab order as on the screen; on a
  // phone the Menu button comes first. Keyed, so React moves them rather than building them anew.
  const desktop = useIsDesktop();
  const menu = <MainMenu key="menu" />;
  const search = <HeaderSearch key="search" />;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <HomeLink />
        {desktop ? [search, menu] : [menu, search]}
      </div>
    </header>
  );
}
