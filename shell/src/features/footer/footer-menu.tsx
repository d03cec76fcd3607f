import { useTranslation } from 'react-i18next';
import { useMenu } from '../../lib/menu/use-menu';
import { FooterLink } from './footer-link';
import styles from './footer-menu.module.css';

/**
 * The editor-managed columns (spec 1 §7 footer menu). While loading, or when the menu fails,
 * the landmark stays and is simply empty: the rest of the footer (legal links, newsletter)
 * still works, and the layout does not jump when the columns arrive.
 */
export function FooterMenu() {
  const { t } = useTranslation('HeaderFooter');
  const columns = useMenu('footer');
  return (
    <nav aria-label={t('FooterMenu')} className={styles.menu}>
      {columns.map((column) => (
        <div key={column.id} className={styles.column}>
          <h2 className={styles.heading}>{column.title}</h2>
          {column.children.length > 0 ? (
            <ul className={styles.list}>
              {column.children.map((link) => (
                <li key={link.id}>
                  <FooterLink url={link.url} external={link.external} className={styles.link}>
                    {link.title}
                  </FooterLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </nav>
  );
}
