import { lazy } from 'react';
import type { PageKindMap } from '../page-kind';

// Lazy, so the news code loads only on news pages.
const NewsPage = lazy(() => import('../../news/news-page').then((m) => ({ default: m.NewsPage })));
const NewsOverviewPage = lazy(() =>
  import('../../news/news-overview-page').then((m) => ({ default: m.NewsOverviewPage })),
);

export const newsPageKinds: PageKindMap = {
  news: NewsPage,
  news_overview: NewsOverviewPage,
};
