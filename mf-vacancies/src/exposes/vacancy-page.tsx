import { Provider } from 'react-redux';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { pageKindFor } from '../page-kinds/registry';
import { addVacancyTranslations } from '../locales';
import { store } from '../store';

addVacancyTranslations();

/** Vacancies, corporate vacancies and the vacancy overviews, dispatched on the node's type. */
export default function VacancyPage({ node }: PageKindProps) {
  const PageKind = pageKindFor(node.type);
  return (
    <Provider store={store}>
      <PageKind node={node} />
    </Provider>
  );
}
