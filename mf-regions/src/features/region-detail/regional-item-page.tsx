import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { toImage } from '@alz/shared/media/image';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import { toServices } from './region-content-model';
import styles from './region-detail.module.css';

/**
 * A service, highlight, dementia-information or region-overview node opened on its own: title,
 * image, text, its link and the way back to its region (or to all regions).
 */
export function RegionalItemPage({ node }: PageKindProps) {
  const { t } = useTranslation('Region');
  const [item] = toServices([{ ...node, field_link: node.field_link ?? node.field_primary_button }]);
  const regio = node.field_regio as { title?: unknown; path?: unknown } | undefined;
  const back =
    regio && typeof regio.path === 'string' && regio.path.startsWith('/')
      ? { url: regio.path, title: String(regio.title ?? '') }
      : { url: '/regios', title: t('RegionDetail.AllRegions') };
  const image = toImage(node.field_image);
  return (
    <article className={styles.page}>
      <h1 tabIndex={-1}>{node.title}</h1>
      {image ? <ResponsiveImage image={image} priority className={styles.image} /> : null}
      <RichText className={styles.intro} html={item?.text || node.field_introduction_wysiwyg?.value || ''} />
      {item?.link ? (
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
