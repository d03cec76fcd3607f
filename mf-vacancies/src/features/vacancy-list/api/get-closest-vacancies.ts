import { vacanciesApi } from '../../../store';
import { toVacancyPage, type VacancyPage } from '../vacancy-list-model';

const api = vacanciesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Vacancies within `radius` km of a place (a postcode or place name); `page` starts at 1. */
    getClosestVacancies: build.query<VacancyPage, { place: string; radius: number; page: number }>({
      query: ({ place, radius, page }) =>
        `/api/v1/region/vacancies/closest?${new URLSearchParams({
          query: place,
          radius: String(radius),
          page: String(page - 1),
        })}`,
      transformResponse: toVacancyPage,
    }),
  }),
});

export const { useGetClosestVacanciesQuery } = api;
