import { regionsApi } from '../../../store';
import { toNewsCards, type NewsCardModel } from '../news-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getGeneralNews: build.query<NewsCardModel[], void>({
      query: () => '/api/v1/es/news?page=0',
      transformResponse: toNewsCards,
    }),
  }),
});

export const { useGetGeneralNewsQuery } = api;
