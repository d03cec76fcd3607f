import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RichText } from '@alz/shared/ui/rich-text';
import { nodeIntro, nodeRegion } from '@alz/shared/wire/node';
import { ContactSection } from './contact-section';
import { SectionStatus } from './section';
import styles from './region-detail.module.css';
import { useGetRegionNodeQuery } from './api/get-region-node';
import { toRegionModel } from './region-model';
import { toSocialLinks } from './social-links';

/** "Over de regio" (spec 1 §2.2): title, text, the region's contact and a link back to it. */
export function OverDeRegioPage({ node }: PageKindProps) {
  const { t } = useTranslation('Region');
  const regio = nodeRegion(node);
  const regionNode = useGetRegionNodeQuery(regio?.path ?? '', { skip: !regio });
  return (
    <article className={styles.page}>
      <h1 tabIndex={-1}>{node.title}</h1>
      <RichText className={styles.intro} html={nodeIntro(node)} />
      {regionNode.data ? (
        <ContactSection region={toRegionModel(regionNode.data)} social={toSocialLinks(regionNode.data)} />
      ) : regio ? (
        <SectionStatus failed={regionNode.isError} />
      ) : null}
      {/* After the contact has come (or failed): before, the contact would push it down. */}
      {regio && !regionNode.isLoading ? (
        <p>
          <Link to={regio.path}>{t('OverDeRegio.BackToRegion', { region: regio.title })}</Link>
        </p>
      ) : null}
    </article>
  );
}
