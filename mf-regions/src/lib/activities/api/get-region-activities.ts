import { regionsApi } from '../../../store';
import { toActivitiesPage, type ActivitiesPage } from '../activity-model';
import { queryOf } from './query-string';

export interface RegionActivitiesArgs {
  regionId: number;
  activityType: string;
  city: string;
  /** Zero-based (spec 1 §7). */
  page: number;
}

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getRegionActivities: build.query<ActivitiesPage, RegionActivitiesArgs>({
      query: ({ regionId, activityType, city, page }) =>
        `/api/v1/region/activities/${regionId}?${queryOf({ activityType, city, page })}`,
      transformResponse: toActivitiesPage,
    }),
  }),
});

export const { useGetRegionActivitiesQuery } = api;
