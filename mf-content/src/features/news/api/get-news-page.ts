import { contentApi } from '../../../store';
import { toNewsPage, type NewsPageModel, type NewsRegion } from '../news-model';

const getNewsPageApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsPage: build.query<NewsPageModel, { page: number; region?: NewsRegion }>({
      // The visible page counts from 1, the api's from 0 (spec 1 §7).
      // A regional overview reads the region's own news (spec 1 §7 /api/v1/region/news, with the
      // region's id and name; the api goes by the id).
      query: ({ page, region }) =>
        region
          ? `/api/v1/region/news?${new URLSearchParams({ regionId: String(region.id), regionName: region.name, page: String(page - 1) })}`
          : `/api/v1/es/news?${new URLSearchParams({ page: String(page - 1) })}`,
      transformResponse: toNewsPage,
    }),
  }),
});

export const { useGetNewsPageQuery } = getNewsPageApi;
