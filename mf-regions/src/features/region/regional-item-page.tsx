import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import { toRegionalItem } from './regional-item-model';
import styles from './region-detail.module.css';

/**
 * A service, highlight or dementia-information node opened on its own: title,
 * image, text, its link and the way back to its region (or to all regions).
 */
export function RegionalItemPage({ node }: PageKindProps) {
  const { t } = useTranslation('Region');
  const item = toRegionalItem(node);
  const back = item.region
    ? { url: item.region.path, title: item.region.title }
    : { url: '/regios', title: t('RegionDetail.AllRegions') };
  return (
    <article className={styles.page}>
      <h1 tabIndex={-1}>{item.title}</h1>
      {item.image ? <ResponsiveImage image={item.image} priority className={styles.image} /> : null}
      <RichText className={styles.intro} html={item.html} />
      {item.link ? (
        <p>
          <Link to={item.link.url}>{item.link.title}</Link>
        </p>
      ) : null}
      <p>
        <Link to={back.url}>{t('OverDeRegio.BackToRegion', { region: back.title })}</Link>
      </p>
    </article>
  );
}
