import { pageKindLookup, type PageKindMap, type PageKindProps } from '@alz/shared/wire/drupal';
import { toVacancyModel } from '../features/vacancy/vacancy-model';
import { VacancyView } from '../features/vacancy/vacancy-view';
import { VacancyOverview } from '../features/vacancy-list/vacancy-overview';

const VacancyDetail = ({ node }: PageKindProps) => <VacancyView vacancy={toVacancyModel(node)} />;

const pageKinds: PageKindMap = {
  vacancy_overview: VacancyOverview,
};

/**
 * Every other type the shell sends here is one vacancy: national (vacancies), regional
 * (vacancies or regio_vacancies, spec 1 §2.2 "regional volunteer vacancies") or corporate, as
 * the application form and the api read them too (README, design notes).
 */
export const pageKindFor = pageKindLookup(pageKinds, VacancyDetail);
