import { regionsApi } from '../../../store';
import { toRegionIntro, type RegionIntro } from '../region-intro-model';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The chosen region's node by its alias (spec 1 §7 /api/drupal{path}), as a region intro. */
    getRegionIntro: build.query<RegionIntro | null, string>({
      query: (path) => `/api/drupal${path}`,
      transformResponse: (node: unknown, _meta, path) => toRegionIntro(node, path),
    }),
  }),
});

export const { useGetRegionIntroQuery } = api;
