import { addTranslations } from '@alz/shared/react';
import headerFooter from './locales/nl/header-footer.json';
import notFound from './locales/nl/not-found.json';

export function addShellTranslations(): void {
  addTranslations('HeaderFooter', headerFooter);
  addTranslations('NotFound', notFound);
}
