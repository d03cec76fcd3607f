import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import type { RegionIntro } from './region-intro-model';
import styles from './location-search.module.css';

/** The chosen region's intro (spec 1 §3 "Region intro"): image, title, text, link to its page. */
export function RegionCard({ region }: { region: RegionIntro }) {
  const { t } = useTranslation('Region');
  return (
    <div className={styles.card}>
      {region.image ? (
        <ResponsiveImage
          image={region.image}
          alt=""
          sizes="(min-width: 1024px) 20rem, 100vw"
          className={styles.image}
        />
      ) : null}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{region.title}</h3>
        <RichText html={region.intro} />
        <p>
          <Link to={region.url}>{t('LocationSearch.Region.Link', { region: region.title })}</Link>
        </p>
      </div>
    </div>
  );
}
