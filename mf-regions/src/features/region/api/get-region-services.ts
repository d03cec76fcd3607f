import { regionsApi } from '../../../store';
import { toServices, type ServiceModel } from '../region-content-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getRegionServices: build.query<ServiceModel[], number>({
      query: (regionId) => `/api/drupal/api/get-regio-services?regio=${regionId}`,
      transformResponse: toServices,
    }),
  }),
});

export const { useGetRegionServicesQuery } = api;
