import { regionsApi } from '../../../store';
import { toHighlights, type HighlightModel } from '../region-content-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    // All of the region's highlights; visibleHighlights applies the display rule (spec 1 §5).
    getRegionHighlights: build.query<HighlightModel[], number>({
      query: (regionId) => `/api/drupal/api/get-regio-highlights?regio=${regionId}`,
      transformResponse: toHighlights,
    }),
  }),
});

export const { useGetRegionHighlightsQuery } = api;
