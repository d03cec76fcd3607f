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
// Spec 1 §9: a distance starts at 10 km once there is a place to measure it from.
export const DEFAULT_RANGE = 10;

export interface VacancyFilters {
  ids: Record<FilterParam, number[]>;
  search: string;
  zipcode: string;
  /** `null` without a place: a distance from nowhere filters nothing. */
  range: number | null;
}

/** "1,2,x,2" -> [1, 2]: garbage in a shared address is dropped, not an error. */
function toIds(value: string | null): number[] {
  const ids = (value ?? '').split(',').map((part) => Number(part.trim()));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

export function filtersFrom(params: URLSearchParams): VacancyFilters {
  const range = Number(params.get('range'));
  const zipcode = (params.get('zipcode') ?? '').trim();
  return {
    ids: Object.fromEntries(FILTER_GROUPS.map(({ param }) => [param, toIds(params.get(param))])) as Record<
      FilterParam,
      number[]
    >,
    search: (params.get('search') ?? '').trim(),
    zipcode,
    range: zipcode ? ((RANGES as readonly number[]).includes(range) ? range : DEFAULT_RANGE) : null,
  };
}

/**
 * How many filters are chosen, for the "Filters (n)" button: each ticked box, the words, and the
 * place (its distance belongs to it and is not counted again).
 */
export function chosenFilterCount(filters: VacancyFilters): number {
  const ticked = FILTER_GROUPS.reduce((sum, { param }) => sum + filters.ids[param].length, 0);
  return ticked + (filters.search ? 1 : 0) + (filters.zipcode ? 1 : 0);
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
    params.set('range', String(filters.range ?? DEFAULT_RANGE));
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
    query.set('radius', String(filters.range ?? DEFAULT_RANGE));
  }
  query.set('page', String(page - 1));
  query.set('pageSize', String(pageSize));
  return query.toString();
}
