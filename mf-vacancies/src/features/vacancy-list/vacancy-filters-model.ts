// Spec 1 §2.8: the list's filters live in the address, so a filtered list can be shared.
export const FILTER_GROUPS = [
  { param: 'functionIds', vocabulary: 'function_type', apiParam: 'functionId' },
  { param: 'activityIds', vocabulary: 'vrijwilligersactiviteit', apiParam: 'activityId' },
  { param: 'durationIds', vocabulary: 'durations', apiParam: 'durationId' },
  { param: 'availabilityIds', vocabulary: 'availability', apiParam: 'availabilityId' },
] as const;

export type FilterParam = (typeof FILTER_GROUPS)[number]['param'];

// Spec 1 §2.6: the distance choices of the site's listings.
export const RANGES = [5, 10, 15, 25, 35, 50] as const;
const DEFAULT_RANGE = 10;

export interface VacancyFilters {
  ids: Record<FilterParam, number[]>;
  search: string;
  zipcode: string;
  range: number;
}

/** "1,2,x,2" -> [1, 2]: garbage in a shared address is dropped, not an error. */
function toIds(value: string | null): number[] {
  const ids = (value ?? '').split(',').map((part) => Number(part.trim()));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

export function filtersFrom(params: URLSearchParams): VacancyFilters {
  const range = Number(params.get('range'));
  return {
    ids: Object.fromEntries(FILTER_GROUPS.map(({ param }) => [param, toIds(params.get(param))])) as Record<
      FilterParam,
      number[]
    >,
    search: (params.get('search') ?? '').trim(),
    zipcode: (params.get('zipcode') ?? '').trim(),
    range: (RANGES as readonly number[]).includes(range) ? range : DEFAULT_RANGE,
  };
}

/** The filters as address parameters; empty ones are left out so the address stays short. */
export function filtersToParams(filters: VacancyFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const { param } of FILTER_GROUPS) {
    if (filters.ids[param].length > 0) params.set(param, filters.ids[param].join(','));
  }
  if (filters.search) params.set('search', filters.search);
  if (filters.zipcode) {
    params.set('zipcode', filters.zipcode);
    params.set('range', String(filters.range));
  }
  return params;
}

/** The search call's query for a page (1-based here; spec 1 §8 sends it zero-based). */
export function searchQuery(filters: VacancyFilters, page: number, pageSize: number): string {
  const query = new URLSearchParams();
  if (filters.search) query.set('query', filters.search);
  for (const { param, apiParam } of FILTER_GROUPS) {
    if (filters.ids[param].length > 0) query.set(apiParam, filters.ids[param].join(','));
  }
  if (filters.zipcode) {
    query.set('address', filters.zipcode);
    query.set('radius', String(filters.range));
  }
  query.set('page', String(page - 1));
  query.set('pageSize', String(pageSize));
  return query.toString();
}
