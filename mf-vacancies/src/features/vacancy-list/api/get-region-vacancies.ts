import { vacanciesApi } from '../../../store';
import { toVacancyPage, type VacancyPage } from '../vacancy-list-model';

const api = vacanciesApi.injectEndpoints({
  endpoints: (build) => ({
    /** `page` starts at 1; spec 1 §8 sends it zero-based. */
    getRegionVacancies: build.query<VacancyPage, { regionId: number; page: number }>({
      query: ({ regionId, page }) => `/api/v1/region/vacancies/${regionId}?page=${page - 1}`,
      transformResponse: toVacancyPage,
    }),
  }),
});

export const { useGetRegionVacanciesQuery } = api;
