import { regionsApi } from '../../../store';
import { toNames } from '../activity-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getRegionActivityTypes: build.query<string[], number>({
      query: (regionId) => `/api/v1/region/activityTypes/${regionId}`,
      transformResponse: toNames,
    }),
  }),
});

export const { useGetRegionActivityTypesQuery } = api;
