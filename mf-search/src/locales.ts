import { addTranslations } from '@alz/shared/react';
import search from './locales/nl/search.json';

/** Adds this remote's namespaces to the one shared i18next instance (idempotent). */
export function addSearchTranslations(): void {
  addTranslations('Search', search);
}
