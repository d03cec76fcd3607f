import { regionsApi } from '../../../store';
import { toNewsCards, type NewsCardModel } from '../news-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    // Page numbers are sent zero-based (spec 1 §7); the region page shows the first page only.
    getRegionalNews: build.query<NewsCardModel[], number>({
      query: (regionId) => `/api/v1/region/news?regionId=${regionId}&page=0`,
      transformResponse: toNewsCards,
    }),
  }),
});

export const { useGetRegionalNewsQuery } = api;
