import { useTranslation } from 'react-i18next';
import { Card } from '@alz/shared/ui/card';
import { RichText } from '@alz/shared/ui/rich-text';
import type { RegionIntro } from './region-intro-model';
import styles from './location-search.module.css';

/** The chosen region's intro (spec 1 §3 "Region intro"): image, title, text, link to its page. */
export function RegionCard({ region }: { region: RegionIntro }) {
  const { t } = useTranslation('Region');
  return (
    // The intro is the editor's rich text and may hold links: the card's own link stands under it.
    <Card
      as="div"
      headingLevel={3}
      title={region.title}
      to={region.url}
      linkText={t('LocationSearch.Region.Link', { region: region.title })}
      image={region.image}
      imageSizes="(min-width: 1024px) 20rem, 100vw"
      className={styles.card}
      imageClassName={styles.image}
      bodyClassName={styles.cardBody}
      titleClassName={styles.cardTitle}
    >
      <RichText html={region.intro} />
    </Card>
  );
}
