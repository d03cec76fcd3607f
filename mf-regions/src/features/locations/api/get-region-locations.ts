import { regionsApi } from '../../../store';
import { toLocationsPage, type LocationsPage } from '../locations-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getRegionLocations: build.query<LocationsPage, { regionId: number; locationType: number | null }>({
      query: ({ regionId, locationType }) =>
        `/api/v1/region/locations/${regionId}?${new URLSearchParams({
          ...(locationType ? { locationType: String(locationType) } : {}),
          page: '0',
        })}`,
      transformResponse: toLocationsPage,
    }),
  }),
});

export const { useGetRegionLocationsQuery } = api;
