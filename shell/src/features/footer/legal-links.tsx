import { useTranslation } from 'react-i18next';
import type { BrandLink } from './brands';
import { FooterLink } from './footer-link';
import styles from './legal-links.module.css';

type LegalKey = 'LegalPrivacy' | 'LegalCodeOfConduct' | 'LegalDisclaimer' | 'LegalCookies';

export interface LegalLinksProps {
  /** dem and sdv use the main site's privacy statement (spec 2 §2). */
  privacy: BrandLink;
}

/** The fixed legal links of spec 2 §2 "Footer", in that order. */
export function legalLinks(privacy: BrandLink): { key: LegalKey; link: BrandLink }[] {
  return [
    { key: 'LegalPrivacy', link: privacy },
    { key: 'LegalCodeOfConduct', link: { url: '/gedragsregels', external: false } },
    { key: 'LegalDisclaimer', link: { url: '/disclaimer', external: false } },
    { key: 'LegalCookies', link: { url: '/cookies', external: false } },
  ];
}

export function LegalLinks({ privacy }: LegalLinksProps) {
  const { t } = useTranslation('HeaderFooter');
  const links = legalLinks(privacy);
  return (
    <nav aria-label={t('LegalMenu')}>
      <ul className={styles.list}>
        {links.map(({ key, link }) => (
          <li key={key}>
            <FooterLink url={link.url} external={link.external} className={styles.link}>
              {t(key)}
            </FooterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
