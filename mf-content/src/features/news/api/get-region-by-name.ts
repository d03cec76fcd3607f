import { contentApi } from '../../../store';

export interface RegionRef {
  id: number;
  title: string;
  url: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

/** Answer of /api/v1/region/{name} -> the region, or null when it is malformed. */
export function toRegionRef(answer: unknown): RegionRef | null {
  if (!isRecord(answer) || typeof answer.Id !== 'number' || typeof answer.Title !== 'string') return null;
  const path = isRecord(answer.Data) ? answer.Data.Path : undefined;
  return typeof path === 'string' && /^\/(?!\/)/.test(path) ? { id: answer.Id, title: answer.Title, url: path } : null;
}

const api = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getRegionByName: build.query<RegionRef | null, string>({
      // spec 1 §7: the region name of the address with dashes turned to spaces.
      query: (slug) => `/api/v1/region/${encodeURIComponent(slug.replace(/-/g, ' '))}`,
      transformResponse: toRegionRef,
    }),
  }),
});

export const { useGetRegionByNameQuery } = api;
