import { addTranslations } from '@alz/shared/react';
import region from './locales/nl/region.json';

/** Adds this remote's namespaces to the one shared i18next instance (idempotent). */
export function addRegionTranslations(): void {
  addTranslations('Region', region);
}
