import { addTranslations } from '@alz/shared/react';
import picker from './locales/nl/picker.json';

/** Adds this remote's namespaces to the one shared i18next instance (idempotent). */
export function addPickerTranslations(): void {
  addTranslations('Picker', picker);
}
