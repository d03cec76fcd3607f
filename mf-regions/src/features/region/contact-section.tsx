import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../lib/contact-details';
import type { RegionModel } from './region-model';
import { Section } from './section';
import type { SocialLink } from './social-links';
import styles from './region-detail.module.css';

/** "Alle regionale informatie": the region's contact, as the former region view showed it. */
export function ContactSection({ region, social }: { region: RegionModel; social: SocialLink[] }) {
  const { t } = useTranslation('Region');
  return (
    <Section id="regionale-informatie">
      <ContactDetails contact={region} className={styles.details} />
      {social.length > 0 ? (
        <>
          <h3 className={styles.cardTitle}>{t('RegionDetail.Social')}</h3>
          <ul className={styles.social}>
            {social.map((link) => (
              <li key={link.network}>
                <a href={link.url} rel="noopener noreferrer">
                  {t(`RegionDetail.Networks.${link.network}`)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
