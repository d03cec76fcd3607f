import { addTranslations } from '@alz/shared/react';
import blocks from './locales/nl/blocks.json';

/** Adds this remote's namespaces to the one shared i18next instance (idempotent). */
export function addContentTranslations(): void {
  addTranslations('Blocks', blocks);
}
