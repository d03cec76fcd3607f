import { BusinessPartnerOverviewPage } from '../../page/kinds/business-partner-overview-page';
import { QuizPage } from '../../page/kinds/quiz-page';
import { ShopPage } from '../../page/kinds/shop-page';
import { BusinessPartnerPage, CampaignPage, ExperienceStoryPage } from '../../page/kinds/simple-kinds';
import type { PageKindMap } from '../page-kind';

export const pagesPageKinds: PageKindMap = {
  campaign_special: CampaignPage,
  ervaringsverhaal: ExperienceStoryPage,
  quiz: QuizPage,
  shoppagina: ShopPage,
  business_partner: BusinessPartnerPage,
  business_partner_overview: BusinessPartnerOverviewPage,
};
