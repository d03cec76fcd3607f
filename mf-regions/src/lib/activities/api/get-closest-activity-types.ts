import { regionsApi } from '../../../store';
import { toNames } from '../activity-model';
import { queryOf } from './query-string';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    // 204 means none (spec 1 §7); the base query hands the transformer null for it.
    getClosestActivityTypes: build.query<string[], { radius: number; query: string }>({
      query: ({ radius, query }) => `/api/v1/region/activityTypes/closest?${queryOf({ radius, query })}`,
      transformResponse: toNames,
    }),
  }),
});

export const { useGetClosestActivityTypesQuery } = api;
