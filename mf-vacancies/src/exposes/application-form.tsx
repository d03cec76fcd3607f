import { Provider } from 'react-redux';
import { useLocation } from '@alz/shared/router';
import { ApplicationPage } from '../features/application/application-page';
import { addVacancyTranslations } from '../locales';
import { store } from '../store';

addVacancyTranslations();

/** The application form on every /solliciteren route (spec 1 §2.1); the address says which vacancy. */
export default function ApplicationForm() {
  const { pathname } = useLocation();
  return (
    <Provider store={store}>
      <ApplicationPage pathname={pathname} />
    </Provider>
  );
}
