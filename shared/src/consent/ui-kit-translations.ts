import { addTranslations } from '../i18n/i18n';
import uiKit from '../locales/nl/ui-kit.json';

/**
 * Adds the texts of the consent pieces, share menu, utility bar, modal, lightbox and
 * expandable list to `Common`. Each kit module calls it when it loads, so a remote that uses
 * one piece never shows raw keys; adding the same set again changes nothing.
 */
export function addUiKitTranslations(): void {
  addTranslations('Common', uiKit);
}
