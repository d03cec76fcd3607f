import { contentApi } from '../../../../store';
import { toLatestNews, type LatestNewsItem } from '../latest-news-items';

const getLatestNewsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestNews: build.query<LatestNewsItem[], { categoryId: number | null }>({
      query: ({ categoryId }) =>
        categoryId === null
          ? '/api/v1/es/news/latest'
          : `/api/v1/es/news/latest?${new URLSearchParams({ categoryId: String(categoryId) })}`,
      transformResponse: toLatestNews,
    }),
  }),
});

export const { useGetLatestNewsQuery } = getLatestNewsApi;
