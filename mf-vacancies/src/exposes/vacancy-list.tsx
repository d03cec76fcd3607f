import { Provider } from 'react-redux';
import { VacancyList, type VacancyListProps } from '../features/vacancy-list/vacancy-list';
import { addVacancyTranslations } from '../locales';
import { store } from '../store';

addVacancyTranslations();

/** The vacancy list section (spec 1 §2.8), for region pages and the region search to embed. */
export default function VacancyListExpose(props: VacancyListProps) {
  return (
    <Provider store={store}>
      <VacancyList {...props} />
    </Provider>
  );
}
