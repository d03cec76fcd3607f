import { useTranslation } from 'react-i18next';
import type { RegionModel } from '../region/region-model';
import { Section } from './section';
import type { SocialLink } from './social-links';
import styles from './region-detail.module.css';

/** "Alle regionale informatie": the region's contact, as the former region view showed it. */
export function ContactSection({ region, social }: { region: RegionModel; social: SocialLink[] }) {
  const { t } = useTranslation('Region');
  return (
    <Section id="regionale-informatie">
      <dl className={styles.details}>
        {region.address ? (
          <>
            <dt>{t('RegionDetail.Address')}</dt>
            <dd>
              {region.address.line1}
              <br />
              {region.address.zipCode} {region.address.city}
            </dd>
          </>
        ) : null}
        {region.email ? (
          <>
            <dt>{t('RegionDetail.Email')}</dt>
            <dd>
              <a href={`mailto:${region.email}`}>{region.email}</a>
            </dd>
          </>
        ) : null}
        {region.phone ? (
          <>
            <dt>{t('RegionDetail.Phone')}</dt>
            <dd>
              <a href={`tel:${region.phone.replace(/[^+\d]/g, '')}`}>{region.phone}</a>
            </dd>
          </>
        ) : null}
      </dl>
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
