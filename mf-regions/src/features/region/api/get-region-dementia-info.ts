import { regionsApi } from '../../../store';
import { toInfoItems, type InfoModel } from '../region-content-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    getRegionDementiaInfo: build.query<InfoModel[], number>({
      query: (regionId) => `/api/drupal/api/get-regio-single-info-about-dementie?regio=${regionId}`,
      transformResponse: toInfoItems,
    }),
  }),
});

export const { useGetRegionDementiaInfoQuery } = api;
