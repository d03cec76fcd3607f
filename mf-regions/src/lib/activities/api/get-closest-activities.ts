import { regionsApi } from '../../../store';
import { toActivitiesPage, type ActivitiesPage } from '../activity-model';
import { queryOf } from './query-string';

export interface ClosestActivitiesArgs {
  query: string;
  radius: number;
  /** Zero-based (spec 1 §7). */
  page: number;
  activityType: string;
}

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getClosestActivities: build.query<ActivitiesPage, ClosestActivitiesArgs>({
      query: ({ query, radius, page, activityType }) =>
        `/api/v1/region/activities/closest?${queryOf({ query, radius, page, activityType })}`,
      transformResponse: toActivitiesPage,
    }),
  }),
});

export const { useGetClosestActivitiesQuery } = api;
