import { lazy } from 'react';
import { pageKindLookup, type PageKindMap, type PageKindProps } from '@alz/shared/wire/drupal';
import { RegionView } from '../features/region/region-view';
import { toRegionModel } from '../features/region/region-model';

// Which feature renders which content type. Lazy, so each page's code loads only when needed.

const RegionDetailPage = lazy(() =>
  import('../features/region/region-detail').then((m) => ({ default: m.RegionDetail })),
);
const OverDeRegioPage = lazy(() =>
  import('../features/region/over-de-regio-page').then((m) => ({ default: m.OverDeRegioPage })),
);
const RegionalItemPage = lazy(() =>
  import('../features/region/regional-item-page').then((m) => ({ default: m.RegionalItemPage })),
);
const RegionOverviewPage = lazy(() =>
  import('../features/region-overview/region-overview-page').then((m) => ({ default: m.RegionOverviewPage })),
);
const ActivityPage = lazy(() => import('../features/activity-pages/activity-page'));
const LocationPage = lazy(() => import('../features/activity-pages/location-page'));
const LocationSearchPage = lazy(() =>
  import('../features/location-search/location-search-page').then((m) => ({ default: m.LocationSearchPage })),
);

/** Title, introduction and contact data: what every regional node has. */
function BasicRegionalPage({ node }: PageKindProps) {
  return <RegionView region={toRegionModel(node)} />;
}

const pageKinds: PageKindMap = {
  regio: RegionDetailPage,
  over_de_regio: OverDeRegioPage,
  services: RegionalItemPage,
  uitgelicht: RegionalItemPage,
  info_over_dementie: RegionalItemPage,
  regio_overzicht: RegionOverviewPage,
  activiteit: ActivityPage,
  location: LocationPage,
  ontmoetingsplek: LocationPage,
  location_search: LocationSearchPage,
};

export const pageKindFor = pageKindLookup(pageKinds, BasicRegionalPage);
