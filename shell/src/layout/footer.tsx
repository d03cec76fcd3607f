import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetMenuQuery } from '../features/menu/api/get-menu';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation('HeaderFooter');
  const { data: columns = [] } = useGetMenuQuery('footer');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('FooterMenu')} className={styles.inner}>
        {columns.map((column) => (
          <div key={column.id} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.children.map((link) => (
                <li key={link.id}>
                  {link.external ? <a href={link.url}>{link.title}</a> : <Link to={link.url}>{link.title}</Link>}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </footer>
  );
}
