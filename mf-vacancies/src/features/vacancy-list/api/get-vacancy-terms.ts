import { vacanciesApi } from '../../../store';
import { FILTER_GROUPS } from '../vacancy-filters-model';
import { toFilterOptions, type FilterOption } from '../vacancy-list-model';

export type FilterOptions = Record<string, FilterOption[]>;

const api = vacanciesApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The four vocabularies together, so the filter groups appear at once: groups popping in
     * one by one would move a checkbox away from under the visitor's finger or pointer.
     */
    getVacancyTerms: build.query<FilterOptions, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          FILTER_GROUPS.map(({ vocabulary }) => baseQuery(`/api/drupal/api/taxonomies/${vocabulary}`)),
        );
        // A vocabulary that fails to load only leaves its own group out.
        const options = FILTER_GROUPS.map(({ vocabulary }, index) => [
          vocabulary,
          toFilterOptions(answers[index]?.data),
        ]);
        return { data: Object.fromEntries(options) as FilterOptions };
      },
    }),
  }),
});

export const { useGetVacancyTermsQuery } = api;
