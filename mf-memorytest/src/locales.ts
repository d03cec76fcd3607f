import { addTranslations } from '@alz/shared/react';
import memoryTest from './locales/nl/memory-test.json';

/** Adds this remote's namespaces to the one shared i18next instance (idempotent). */
export function addMemoryTestTranslations(): void {
  addTranslations('MemoryTest', memoryTest);
}
