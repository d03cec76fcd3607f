import { useTranslation } from 'react-i18next';
import { Card } from '@alz/shared/ui/card';
import { useGetBusinessPartnersQuery } from './api/get-business-partners';
import type { BusinessPartnerCard } from './business-partner-model';
import styles from './business-partners.module.css';

function PartnerCard({ partner }: { partner: BusinessPartnerCard }) {
  return (
    <Card
      as="li"
      headingLevel={3}
      title={partner.label}
      to={partner.path}
      image={partner.headerImage}
      imageSizes="(min-width: 1024px) 380px, 100vw"
      meta={partner.tag ? <p className={styles.tag}>{partner.tag}</p> : null}
      className={styles.card}
      imageClassName={styles.image}
      bodyClassName={styles.body}
    >
      {partner.introduction ? <p>{partner.introduction}</p> : null}
    </Card>
  );
}

/** Business partner overview cards (spec 1 §2.7: other overview kinds show cards likewise). */
export function BusinessPartnerCards() {
  const { t } = useTranslation('Blocks');
  const { currentData, isFetching, isError } = useGetBusinessPartnersQuery();
  let content;
  if (isFetching && !currentData) content = <p role="status">{t('BusinessPartners.Loading')}</p>;
  else if (isError || !currentData) content = <p role="alert">{t('BusinessPartners.Error')}</p>;
  else if (currentData.length === 0) content = <p>{t('BusinessPartners.Empty')}</p>;
  else
    content = (
      <ul className={styles.cards}>
        {currentData.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="bedrijfsvrienden" className={styles.section}>
      <h2 id="bedrijfsvrienden">{t('BusinessPartners.Title')}</h2>
      {content}
    </section>
  );
}
