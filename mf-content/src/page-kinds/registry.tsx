import { lazy } from 'react';
import { pageKindLookup, type PageKindMap, type PageKindProps } from '@alz/shared/wire/drupal';
import { BusinessPartnerOverviewPage } from '../features/business-partners/business-partner-overview-page';
import { QuizPage } from '../features/pages/quiz-page';
import { ShopPage } from '../features/pages/shop-page';
import { BusinessPartnerPage, CampaignPage, ExperienceStoryPage } from '../features/pages/simple-kinds';
import { PageView } from '../lib/page/page-view';
import { toPageModel } from '../lib/page/page-model';

// Which feature renders which content type, for ContentPage. News and the bookcase are lazy, so
// their code loads only on their pages. The shell loads a news article from a module of its own
// (src/exposes/news-page.tsx), which brings its code; ContentPage shows it for a shell of before.

const NewsPage = lazy(() => import('../features/news/news-page').then((m) => ({ default: m.NewsPage })));
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

const pageKinds: PageKindMap = {
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
  news: NewsPage,
  news_overview: NewsOverviewPage,
  regio_nieuws: RegionalNewsPage,
  recommendation_overview: RecommendationOverview,
};

/** A type this remote was given but has no own page kind for is shown as a basic page. */
export const pageKindFor = pageKindLookup(pageKinds, BasicPage);
