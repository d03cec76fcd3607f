import { regionsApi } from '../../../store';
import { toRegionHits, type RegionHit } from '../region-search-model';

const searchRegionsApi = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    searchRegions: build.query<RegionHit[], string>({
      query: (term) => `/api/v1/region/search?${new URLSearchParams({ query: term })}`,
      transformResponse: toRegionHits,
    }),
  }),
});

export const { useSearchRegionsQuery } = searchRegionsApi;
