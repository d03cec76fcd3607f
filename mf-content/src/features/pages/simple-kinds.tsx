import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { toPageModel } from '../../lib/page/page-model';
import { PageView } from '../../lib/page/page-view';
import { toPartnerTag } from './simple-kinds-model';

/** Campaign special: the versatile header and room for wide campaign blocks. */
export function CampaignPage({ node }: PageKindProps) {
  return <PageView page={toPageModel(node)} header="versatile" layout="full-width" />;
}

/** Experience story (ervaringsverhaal): the pill 'Persoonlijk verhaal' above the title. */
export function ExperienceStoryPage({ node }: PageKindProps) {
  const { t } = useTranslation('Blocks');
  return <PageView page={toPageModel(node)} header="story" pill={t('PageHeader.StoryPill')} />;
}

/** A business partner's own page, with its tag (e.g. the kind of partnership) as a pill. */
export function BusinessPartnerPage({ node }: PageKindProps) {
  return <PageView page={toPageModel(node)} pill={toPartnerTag(node)} />;
}
