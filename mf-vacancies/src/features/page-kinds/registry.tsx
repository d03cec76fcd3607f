import type { ComponentType } from 'react';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { toVacancyModel } from '../vacancy/vacancy-model';
import { VacancyView } from '../vacancy/vacancy-view';
import { VacancyOverview } from '../vacancy-list/vacancy-overview';

const VacancyDetail = ({ node }: PageKindProps) => <VacancyView vacancy={toVacancyModel(node)} />;

// A registry, not a switch (conventions habit 4); the shell already chose this remote by type.
const pageKinds: Record<string, ComponentType<PageKindProps>> = {
  vacancy_overview: VacancyOverview,
  regio_vacancies: VacancyOverview,
};

/** Every other type the shell sends here is a vacancy (national, regional or corporate). */
export const pageKindFor = (type: string) => (Object.hasOwn(pageKinds, type) ? pageKinds[type]! : VacancyDetail);
