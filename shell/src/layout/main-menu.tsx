import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetMenuQuery } from '../features/menu/api/get-menu';
import type { MenuItem } from '../features/menu/menu-item';
import styles from './main-menu.module.css';

function MenuLink({ item }: { item: MenuItem }) {
  if (item.external) return <a href={item.url}>{item.title}</a>;
  return <Link to={item.url}>{item.title}</Link>;
}

export function MainMenu() {
  const { t } = useTranslation('HeaderFooter');
  const { data: items = [] } = useGetMenuQuery('main');
  return (
    <nav aria-label={t('MainMenu')} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
