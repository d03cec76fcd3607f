import { lazy } from 'react';
import { pageKindLookup, type PageKindMap, type PageKindProps } from '@alz/shared/wire/drupal';
import { RegionView } from '../features/region/region-view';
import { toRegionModel } from '../features/region/region-model';
import { RegionDetail as RegionDetailPage } from '../features/region/region-detail';

// Which feature renders which content type, for RegionPage. The shell loads the region page from
// RegionPage, and every other kind from a module of its own (src/exposes, e.g. activity-page.tsx),
// which brings its code; here the other kinds are lazy, for a shell that still sends every regional
// type to RegionPage. The region page comes with this module (7.8 kB gzip with its sections): lazy,
// it came about 250 ms later than it could, as React shows a part that arrives after a loading
// text no sooner than 300 ms after that text (its throttle of Suspense fallbacks), and its code was
// asked for only when this module first rendered, one round trip after it (issue 15;
// e2e/tests/region-detail.spec.ts, "comes with its module").
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
