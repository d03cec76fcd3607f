import type { PageKindProps } from '@alz/shared/wire/drupal';
import { VacancyView } from '../features/vacancy/vacancy-view';
import { toVacancyModel } from '../features/vacancy/vacancy-model';
import { addVacancyTranslations } from '../locales';

addVacancyTranslations();

export default function VacancyPage({ node }: PageKindProps) {
  return <VacancyView vacancy={toVacancyModel(node)} />;
}
