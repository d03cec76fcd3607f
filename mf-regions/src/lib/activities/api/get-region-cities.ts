import { regionsApi } from '../../../store';
import { toNames } from '../activity-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getRegionCities: build.query<string[], number>({
      query: (regionId) => `/api/v1/region/cities/${regionId}`,
      transformResponse: toNames,
    }),
  }),
});

export const { useGetRegionCitiesQuery } = api;
