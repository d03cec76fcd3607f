import type { createRemoteApi } from './create-remote-store';
import { regionNameOf, toRegionRef, type RegionRef } from '../wire/region-ref';

/**
 * Adds `getRegionByName(slug)`, the region an address's slug names (spec 1 §7), to a remote's
 * RTK Query api. Null when the answer cannot lead anywhere.
 */
export function withRegionByNameEndpoint(api: ReturnType<typeof createRemoteApi>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getRegionByName: build.query<RegionRef | null, string>({
        query: (slug) => `/api/v1/region/${encodeURIComponent(regionNameOf(slug))}`,
        transformResponse: toRegionRef,
      }),
    }),
  });
}
