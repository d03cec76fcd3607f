import { lazy } from 'react';
import type { TypesOf } from '@alz/shared/site/routes';
import { pageKindLookup, type PageKindMap, type PageKindProps } from '@alz/shared/wire/drupal';
import { BusinessPartnerOverviewPage } from '../features/business-partners/business-partner-overview-page';
import { QuizPage } from '../features/pages/quiz-page';
import { ShopPage } from '../features/pages/shop-page';
import { BusinessPartnerPage, CampaignPage, ExperienceStoryPage } from '../features/pages/simple-kinds';
import { PageView } from '../lib/page/page-view';
import { toPageModel } from '../lib/page/page-model';

// Which feature renders which content type the route manifest sends to ContentPage
// (@alz/shared/site/routes): the type checks that the keys are exactly those. The news overviews
// and the bookcase are lazy, so their code loads only on their pages.

const NewsOverviewPage = lazy(() =>
  import('../features/news/news-overview-page').then((m) => ({ default: m.NewsOverviewPage })),
);
const RegionalNewsPage = lazy(() =>
  import('../features/news/regional-news-page').then((m) => ({ default: m.RegionalNewsPage })),
);
const RecommendationOverview = lazy(() => import('../features/recommendations/recommendation-overview'));

function BasicPage({ node }: PageKindProps) {
  return <PageView page={toPageModel(node)} variant="content" />;
}

const pageKinds: PageKindMap<TypesOf<'mf_content/ContentPage'>> = {
  content_page: BasicPage,
  overview_page: BasicPage,
  donation_content: BasicPage,
  centralised_building_block: BasicPage,
  campaign_special: CampaignPage,
  ervaringsverhaal: ExperienceStoryPage,
  quiz: QuizPage,
  shoppagina: ShopPage,
  business_partner: BusinessPartnerPage,
  business_partner_overview: BusinessPartnerOverviewPage,
  news_overview: NewsOverviewPage,
  regio_nieuws: RegionalNewsPage,
  recommendation_overview: RecommendationOverview,
};

/** A type this remote was given but has no own page kind for is shown as a basic page. */
export const pageKindFor = pageKindLookup(pageKinds, BasicPage);
