import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialLink } from './brands';
import { socialIcons } from './social-icons';
import styles from './social-links.module.css';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';

export interface SocialLinksProps {
  brandName: string;
  links: SocialLink[];
}

/** The brand's social channels; renders nothing for a brand without any (dem). */
export function SocialLinks({ brandName, links }: SocialLinksProps) {
  const { t } = useTranslation('HeaderFooter');
  const titleId = useId();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('SocialTitle')}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.channel}>
            <a href={link.url} className={styles.link}>
              {socialIcons[link.channel]}
              {/* Hidden text rather than aria-label: page translators and braille see it too. */}
              <span className={visuallyHidden}>{t('SocialLink', { brand: brandName, channel: link.channelName })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
