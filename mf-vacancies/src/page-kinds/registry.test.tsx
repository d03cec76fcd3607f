import { VacancyOverview } from '../features/vacancy-list/vacancy-overview';
import { pageKindFor } from './registry';

describe('vacancy page kinds', () => {
  it('shows a regio_vacancies node as one regional vacancy, as a vacancies node', () => {
    expect(pageKindFor('regio_vacancies')).toBe(pageKindFor('vacancies'));
    expect(pageKindFor('regio_vacancies')).not.toBe(VacancyOverview);
    expect(pageKindFor('vacancy_overview')).toBe(VacancyOverview);
  });
});
