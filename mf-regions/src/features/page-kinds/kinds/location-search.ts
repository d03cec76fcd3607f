import { lazy } from 'react';
import type { PageKindMap } from '../page-kind';

const LocationSearchPage = lazy(() =>
  import('../../location-search/location-search-page').then((m) => ({ default: m.LocationSearchPage })),
);

export const locationSearchPageKinds: PageKindMap = {
  location_search: LocationSearchPage,
};
