import { useTranslation } from 'react-i18next';
import { useMenu } from '../../lib/menu/use-menu';
import type { BrandLink } from './brands';
import { FooterLink } from './footer-link';
import styles from './footer-menu.module.css';

interface Props {
  /**
   * Addresses the footer links to already (its fixed legal links): a menu item to the same page
   * is left out, so a screen-reader user does not hear Privacy, Cookies and Disclaimer twice.
   */
  shownElsewhere?: readonly string[];
  /**
   * The brand's own address for a page of the main site (spec 2 §2: dem and sdv have no
   * newsletter or privacy page, they link to the main site's): a menu link to that path goes there.
   */
  brandLinks?: Readonly<Record<string, BrandLink>>;
}

/**
 * The editor-managed columns (spec 1 §7 footer menu). While loading, or when the menu fails,
 * the landmark stays and is simply empty: the rest of the footer (legal links, newsletter)
 * still works, and the layout does not jump when the columns arrive.
 */
export function FooterMenu({ shownElsewhere = [], brandLinks = {} }: Props) {
  const { t } = useTranslation('HeaderFooter');
  const columns = useMenu('footer').map((column) => ({
    ...column,
    children: column.children
      .map((link) => ({ ...link, ...brandLinks[link.url] }))
      .filter((link) => !shownElsewhere.includes(link.url)),
  }));
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
