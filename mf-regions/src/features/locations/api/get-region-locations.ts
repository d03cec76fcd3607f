import { regionsApi } from '../../../store';
import { toLocationsPage, type LocationsPage } from '../locations-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    // `page` is the visible page, from 1; the api counts from 0 (spec 1 §7).
    getRegionLocations: build.query<LocationsPage, { regionId: number; locationType: number | null; page: number }>({
      query: ({ regionId, locationType, page }) =>
        `/api/v1/region/locations/${regionId}?${new URLSearchParams({
          ...(locationType ? { locationType: String(locationType) } : {}),
          page: String(page - 1),
        })}`,
      transformResponse: toLocationsPage,
    }),
  }),
});

export const { useGetRegionLocationsQuery } = api;
