import { regionsApi } from '../../../store';
import { toLocationTypes, type LocationType } from '../locations-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getLocationTypes: build.query<LocationType[], void>({
      query: () => '/api/drupal/api/taxonomies/location_type',
      transformResponse: toLocationTypes,
    }),
  }),
});

export const { useGetLocationTypesQuery } = api;
