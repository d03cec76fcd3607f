import { regionsApi } from '../../../store';
import { toActivitiesPage, type ActivitiesPage } from '../activity-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getLocationActivities: build.query<ActivitiesPage, { locationId: number; page: number }>({
      query: ({ locationId, page }) => `/api/v1/region/location/activities/${locationId}?page=${page}`,
      transformResponse: toActivitiesPage,
    }),
  }),
});

export const { useGetLocationActivitiesQuery } = api;
