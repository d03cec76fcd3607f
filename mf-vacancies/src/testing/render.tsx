import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { renderWithProviders, type RenderOptions } from '@test/render';
import { addVacancyTranslations } from '../locales';
import { makeStore } from '../store';

addVacancyTranslations();

/** A fresh store per test, so no cached answer leaks from one test into the next. */
export const renderVacancies = (ui: ReactElement, options?: RenderOptions) =>
  renderWithProviders(<Provider store={makeStore()}>{ui}</Provider>, options);
