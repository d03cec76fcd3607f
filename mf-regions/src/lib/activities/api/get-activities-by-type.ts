import { regionsApi } from '../../../store';
import { toActivitiesPage, type ActivitiesPage } from '../activity-model';
import { queryOf } from './query-string';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getActivitiesByType: build.query<ActivitiesPage, { activityType: string; page: number }>({
      query: ({ activityType, page }) => `/api/v1/region/activities/byType?${queryOf({ activityType, page })}`,
      transformResponse: toActivitiesPage,
    }),
  }),
});

export const { useGetActivitiesByTypeQuery } = api;
