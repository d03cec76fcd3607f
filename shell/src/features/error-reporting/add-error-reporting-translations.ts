import { addTranslations } from '@alz/shared/react';
import errorReporting from '../../locales/nl/error-reporting.json';

/** The debug button lives in the page chrome, so its texts join the HeaderFooter namespace. */
export function addErrorReportingTranslations(): void {
  addTranslations('HeaderFooter', errorReporting);
}
