import { contentApi } from '../../../store';
import { toNewsPage, type NewsPageModel, type NewsRegion } from '../news-model';

const searchNewsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    searchNews: build.query<NewsPageModel, { term: string; page: number; region?: NewsRegion }>({
      // The visible page counts from 1, the api's from 0 (spec 1 §7).
      query: ({ term, page, region }) =>
        region
          ? `/api/v1/region/news-search?${new URLSearchParams({ query: term, regionId: String(region.id), regionName: region.name, page: String(page - 1) })}`
          : `/api/v1/es/news/search?${new URLSearchParams({ query: term, page: String(page - 1) })}`,
      transformResponse: toNewsPage,
    }),
  }),
});

export const { useSearchNewsQuery } = searchNewsApi;
