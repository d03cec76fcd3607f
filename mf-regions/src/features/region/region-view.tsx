import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { ContactDetails } from '../../lib/contact-details';
import type { RegionModel } from './region-model';
import styles from './region-view.module.css';

export function RegionView({ region }: { region: RegionModel }) {
  const { t } = useTranslation('Region');
  return (
    <article>
      <h1>{region.title}</h1>
      <RichText className={styles.intro} html={region.intro} />
      <section className={styles.contact} aria-labelledby="regio-contact">
        <h2 id="regio-contact">{t('Contact.Title')}</h2>
        <ContactDetails contact={region} className={styles.details} />
      </section>
      {region.municipalities.length > 0 ? (
        <section aria-labelledby="regio-gemeenten">
          <h2 id="regio-gemeenten">{t('Municipalities', { count: region.municipalities.length })}</h2>
          <p>{region.municipalities.join(', ')}</p>
        </section>
      ) : null}
    </article>
  );
}
