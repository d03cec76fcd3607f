import type { TypesOf } from '@alz/shared/site/routes';
import { pageKindLookup, type PageKindMap, type PageKindProps } from '@alz/shared/wire/drupal';
import { RegionView } from '../features/region/region-view';
import { toRegionModel } from '../features/region/region-model';
import { RegionDetail as RegionDetailPage } from '../features/region/region-detail';

// Which feature renders which content type the route manifest sends to RegionPage
// (@alz/shared/site/routes): the type checks that the keys are exactly those. Every other regional
// kind is a module of its own (src/exposes, e.g. activity-page.tsx), which brings its code. The
// region page comes with this module (7.8 kB gzip with its sections): lazy, it came about 250 ms
// later than it could, as React shows a part that arrives after a loading text no sooner than
// 300 ms after that text (its throttle of Suspense fallbacks); e2e/tests/region-detail.spec.ts,
// "comes with its module".

/** Title, introduction and contact data: what every regional node has. */
function BasicRegionalPage({ node }: PageKindProps) {
  return <RegionView region={toRegionModel(node)} />;
}

const pageKinds: PageKindMap<TypesOf<'mf_regions/RegionPage'>> = {
  regio: RegionDetailPage,
};

/** A type this module was given but has no own page kind for is shown as a basic regional page. */
export const pageKindFor = pageKindLookup(pageKinds, BasicRegionalPage);
