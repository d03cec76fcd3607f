import { regionNameOf, toRegionRef, type RegionRef } from '@alz/shared/wire/region-ref';
import { contentApi } from '../../../store';

const api = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getRegionByName: build.query<RegionRef | null, string>({
      query: (slug) => `/api/v1/region/${encodeURIComponent(regionNameOf(slug))}`,
      transformResponse: toRegionRef,
    }),
  }),
});

export const { useGetRegionByNameQuery } = api;
