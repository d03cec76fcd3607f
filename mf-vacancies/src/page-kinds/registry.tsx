import type { TypesOf } from '@alz/shared/site/routes';
import { pageKindLookup, type PageKindMap, type PageKindProps } from '@alz/shared/wire/drupal';
import { toVacancyModel } from '../features/vacancy/vacancy-model';
import { VacancyView } from '../features/vacancy/vacancy-view';
import { VacancyOverview } from '../features/vacancy-list/vacancy-overview';

const VacancyDetail = ({ node }: PageKindProps) => <VacancyView vacancy={toVacancyModel(node)} />;

/**
 * The content types the route manifest sends to VacancyPage (@alz/shared/site/routes): a list of
 * vacancies, and one vacancy: national (vacancies), regional (vacancies or regio_vacancies,
 * spec 1 §2.2 "regional volunteer vacancies") or corporate, as the application form and the api
 * read them too (docs/decisions/0024-region-search-and-regional-page-kinds.md).
 */
const pageKinds: PageKindMap<TypesOf<'mf_vacancies/VacancyPage'>> = {
  vacancy_overview: VacancyOverview,
  vacancies: VacancyDetail,
  regio_vacancies: VacancyDetail,
  corporate_vacature: VacancyDetail,
};

export const pageKindFor = pageKindLookup(pageKinds, VacancyDetail);
