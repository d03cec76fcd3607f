import { regionsApi } from '../../../store';
import { toNewsCards, type NewsCardModel } from '../news-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    // Page numbers are sent zero-based (spec 1 §7); the region page shows the first page only.
    // The region's name goes along as spec 1 §7 lists it; the api goes by the id.
    getRegionalNews: build.query<NewsCardModel[], { regionId: number; regionName: string }>({
      query: ({ regionId, regionName }) =>
        `/api/v1/region/news?${new URLSearchParams({ regionId: String(regionId), regionName, page: '0' })}`,
      transformResponse: toNewsCards,
    }),
  }),
});

export const { useGetRegionalNewsQuery } = api;
