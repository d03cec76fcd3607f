import { contentApi } from '../../../store';
import { toRecommendationGroups, type RecommendationGroup } from '../recommendation-model';

const recommendationItemsApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getRecommendationItems: build.query<RecommendationGroup[], number>({
      query: (overviewPageId) =>
        `/api/v1/recommendation-items?${new URLSearchParams({ overviewPageId: String(overviewPageId) })}`,
      transformResponse: toRecommendationGroups,
    }),
  }),
});

export const { useGetRecommendationItemsQuery } = recommendationItemsApi;
