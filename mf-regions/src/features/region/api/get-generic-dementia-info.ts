import { regionsApi } from '../../../store';
import { toInfoItems, type InfoModel } from '../region-content-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getGenericDementiaInfo: build.query<InfoModel[], void>({
      query: () => '/api/drupal/api/get-regio-generic-info-about-dementie',
      transformResponse: toInfoItems,
    }),
  }),
});

export const { useGetGenericDementiaInfoQuery } = api;
