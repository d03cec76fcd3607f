import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { ContactDetails } from '../../lib/contact-details';
import type { LocationPageModel } from './location-page-model';
import styles from './location-page.module.css';

export function LocationContact({ id, location }: { id: string; location: LocationPageModel }) {
  const { t } = useTranslation('Region');
  return (
    <section id={id} aria-labelledby={`${id}-kop`} className={styles.section}>
      <h2 id={`${id}-kop`}>{t('LocationPage.Contact')}</h2>
      <ContactDetails contact={location} className={styles.contact} />
      <RichText html={location.contact} />
    </section>
  );
}
