import type { DrupalNode } from '@alz/shared/wire/drupal';
import { regionsApi } from '../../../store';

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    // The region node by its alias (spec 1 §7 /api/drupal{path}), for its contact data.
    getRegionNode: build.query<DrupalNode, string>({
      query: (path) => `/api/drupal${path}`,
    }),
  }),
});

export const { useGetRegionNodeQuery } = api;
