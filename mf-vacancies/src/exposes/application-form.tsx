import { useLocation } from 'react-router-dom';
import { ApplicationPage } from '../features/application/application-page';
import { addVacancyTranslations } from '../locales';

addVacancyTranslations();

/** The application form on every /solliciteren route (spec 1 §2.1); the address says which vacancy. */
export default function ApplicationForm() {
  const { pathname } = useLocation();
  return <ApplicationPage pathname={pathname} />;
}
