import { addTranslations } from '@alz/shared/react';
import applicationForm from './locales/nl/application-form.json';
import vacancies from './locales/nl/vacancies.json';

/** Adds this remote's namespaces to the one shared i18next instance (idempotent). */
export function addVacancyTranslations(): void {
  addTranslations('Vacancies', vacancies);
  addTranslations('Vacancies', applicationForm);
}
