import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { RichText } from '@alz/shared/ui/rich-text';
import { ActivityListing } from '../../lib/activities/activity-listing';
import { toRegionModel } from './region-model';
import { toNewsletterRegion } from './newsletter/newsletter-region';
import { RegionNewsletterForm } from './newsletter/region-newsletter-form';
import { ContactSection } from './contact-section';
import { DementiaInfoSection } from './dementia-info-section';
import { HighlightsSection } from './highlights-section';
import { NewsSection } from './news-section';
import { RegionSubMenu } from './region-sub-menu';
import { Section } from './section';
import { ServicesSection } from './services-section';
import { toSocialLinks } from './social-links';
import { VacanciesSection } from './vacancies-section';
import styles from './region-detail.module.css';

/** The region detail page (spec 1 §2.5): sub-menu, sections and, if it has one, the regional newsletter form. */
export function RegionDetail({ node, now = new Date() }: { node: DrupalNode; now?: Date }) {
  const { t } = useTranslation('Region');
  const region = toRegionModel(node);
  const path = node.path?.alias ?? '';
  const zipcode = region.address?.zipCode.slice(0, 4) ?? '';
  const newsletter = toNewsletterRegion(node);

  return (
    <article className={styles.page}>
      <h1 tabIndex={-1}>{region.title}</h1>
      <RichText className={styles.intro} html={region.intro} />
      <RegionSubMenu regionId={region.id} regionPath={path} />
      <HighlightsSection regionId={region.id} now={now} />
      <Section id="activiteiten">
        <ActivityListing kind="region" regionId={region.id} />
        <p>
          <Link to={`${path}/locaties`}>{t('RegionDetail.AllActivities')}</Link>
        </p>
      </Section>
      <NewsSection regionId={region.id} regionName={region.title} regionPath={path} />
      <ServicesSection regionId={region.id} />
      <VacanciesSection regionId={region.id} zipcode={zipcode} />
      <DementiaInfoSection regionId={region.id} />
      <ContactSection region={region} social={toSocialLinks(node)} />
      {/* spec 1 §3: only a region whose newsletter checkbox is on has the form. */}
      {newsletter ? <RegionNewsletterForm region={newsletter} /> : null}
    </article>
  );
}
