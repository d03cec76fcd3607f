import { contentApi } from '../../../store';
import { toNewsPage, type NewsPageModel } from '../news-model';

const getNewsPageApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsPage: build.query<NewsPageModel, { page: number }>({
      // The visible page counts from 1, the api's from 0 (spec 1 §7).
      query: ({ page }) => `/api/v1/es/news?${new URLSearchParams({ page: String(page - 1) })}`,
      transformResponse: toNewsPage,
    }),
  }),
});

export const { useGetNewsPageQuery } = getNewsPageApi;
