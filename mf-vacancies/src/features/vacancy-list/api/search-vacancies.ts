import { vacanciesApi } from '../../../store';
import { toVacancyPage, type VacancyPage } from '../vacancy-list-model';

const api = vacanciesApi.injectEndpoints({
  endpoints: (build) => ({
    /** `query` is the search call's query string, built by `searchQuery`. */
    searchVacancies: build.query<VacancyPage, string>({
      query: (query) => `/api/v1/region/vacancies/search?${query}`,
      transformResponse: toVacancyPage,
    }),
  }),
});

export const { useSearchVacanciesQuery } = api;
