import { useGetClosestVacanciesQuery } from './api/get-closest-vacancies';
import { useGetRegionVacanciesQuery } from './api/get-region-vacancies';
import { useSearchVacanciesQuery } from './api/search-vacancies';
import { searchQuery, type VacancyFilters } from './vacancy-filters-model';

// Spec 1 §9: the vacancy list shows six vacancies a page.
export const PAGE_SIZE = 6;

export type VacancySource =
  | { kind: 'region'; regionId: number }
  | { kind: 'nearby'; place: string; radius: number }
  | { kind: 'search'; filters: VacancyFilters };

/**
 * One page (from 1) of the list, from the per-region call, the closest call or the filtered
 * search; `skip` asks for nothing.
 */
export function useVacancyPage(source: VacancySource, page: number, skip = false) {
  const region = useGetRegionVacanciesQuery(
    { regionId: source.kind === 'region' ? source.regionId : 0, page },
    { skip: skip || source.kind !== 'region' },
  );
  const nearby = useGetClosestVacanciesQuery(
    source.kind === 'nearby' ? { place: source.place, radius: source.radius, page } : { place: '', radius: 0, page },
    { skip: skip || source.kind !== 'nearby' },
  );
  const search = useSearchVacanciesQuery(source.kind === 'search' ? searchQuery(source.filters, page, PAGE_SIZE) : '', {
    skip: skip || source.kind !== 'search',
  });
  return source.kind === 'region' ? region : source.kind === 'nearby' ? nearby : search;
}
