import { addTranslations } from '@alz/shared/react';
import slideIns from '../../locales/nl/slide-ins.json';

// The texts sit under "SlideIn" in the shell's HeaderFooter namespace; adding them here too lets
// the slide-in (and its tests) work before or without the shell's own registration.
export function addSlideInTranslations(): void {
  addTranslations('HeaderFooter', slideIns);
}
