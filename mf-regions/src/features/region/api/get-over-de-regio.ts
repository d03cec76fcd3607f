import { regionsApi } from '../../../store';
import { toOverDeRegio, type InfoModel } from '../region-content-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getOverDeRegio: build.query<InfoModel | null, number>({
      query: (regionId) => `/api/drupal/api/get-regio-over-de-regio?regio=${regionId}`,
      transformResponse: toOverDeRegio,
    }),
  }),
});

export const { useGetOverDeRegioQuery } = api;
