import { pageKindLookup, type PageKindMap, type PageKindProps } from '@alz/shared/wire/drupal';
import { toVacancyModel } from '../features/vacancy/vacancy-model';
import { VacancyView } from '../features/vacancy/vacancy-view';
import { VacancyOverview } from '../features/vacancy-list/vacancy-overview';

const VacancyDetail = ({ node }: PageKindProps) => <VacancyView vacancy={toVacancyModel(node)} />;

const pageKinds: PageKindMap = {
  vacancy_overview: VacancyOverview,
  regio_vacancies: VacancyOverview,
};

/** Every other type the shell sends here is a vacancy (national, regional or corporate). */
export const pageKindFor = pageKindLookup(pageKinds, VacancyDetail);
