import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import type { LocationPageModel } from './location-page-model';
import styles from './location-page.module.css';

export function LocationContact({ id, location }: { id: string; location: LocationPageModel }) {
  const { t } = useTranslation('Region');
  return (
    <section id={id} aria-labelledby={`${id}-kop`} className={styles.section}>
      <h2 id={`${id}-kop`}>{t('LocationPage.Contact')}</h2>
      {location.address ? (
        <p>
          {location.address.line1}
          <br />
          {location.address.zipCode} {location.address.city}
        </p>
      ) : null}
      {location.email || location.phone ? (
        <dl className={styles.contact}>
          {location.email ? (
            <div>
              <dt>{t('LocationPage.Email')}</dt>
              <dd>
                <a href={`mailto:${location.email}`}>{location.email}</a>
              </dd>
            </div>
          ) : null}
          {location.phone ? (
            <div>
              <dt>{t('LocationPage.Phone')}</dt>
              <dd>
                <a href={`tel:${location.phone.replace(/[^+\d]/g, '')}`}>{location.phone}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <RichText html={location.contact} />
    </section>
  );
}
