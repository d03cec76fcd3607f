import { useTranslation } from 'react-i18next';
import { Link } from '@alz/shared/router';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { useGetBusinessPartnersQuery } from './api/get-business-partners';
import type { BusinessPartnerCard } from './business-partner-model';
import styles from './business-partners.module.css';

function PartnerCard({ partner }: { partner: BusinessPartnerCard }) {
  return (
    <li className={styles.card}>
      {partner.headerImage ? (
        // The name under the picture says who it is; the picture itself adds nothing to read.
        <ResponsiveImage
          image={partner.headerImage}
          alt=""
          sizes="(min-width: 1024px) 380px, 100vw"
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        {partner.tag ? <p className={styles.tag}>{partner.tag}</p> : null}
        <h3>
          {/* The whole card is clickable through this link's stretched area. */}
          <Link to={partner.path} className={styles.link}>
            {partner.label}
          </Link>
        </h3>
        {partner.introduction ? <p>{partner.introduction}</p> : null}
      </div>
    </li>
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
