import { addTranslations } from '@alz/shared/react';
import headerFooter from './locales/nl/header-footer.json';
import footer from './locales/nl/footer.json';
import notFound from './locales/nl/not-found.json';
import { addSlideInTranslations } from './features/slide-ins/slide-in-translations';

export function addShellTranslations(): void {
  addTranslations('HeaderFooter', { ...headerFooter, ...footer });
  addTranslations('NotFound', notFound);
  addSlideInTranslations();
}
