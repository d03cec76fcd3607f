import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { renderWithProviders as renderInShell, type RenderOptions } from '@test/render';
import { addVacancyTranslations } from '../locales';
import { makeStore } from '../store';

addVacancyTranslations();

/** The shell's providers plus a fresh store of this remote, so no cached answer leaks between tests. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderInShell(<Provider store={makeStore()}>{ui}</Provider>, options);
}
