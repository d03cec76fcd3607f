import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { renderWithProviders, type RenderOptions } from '@test/render';
import { addRegionTranslations } from '../../locales';
import { makeStore } from '../../store';

addRegionTranslations();

/** Test helper: a fresh store per test, so no cached answer leaks between tests. */
export const renderWithStore = (ui: ReactElement, options?: RenderOptions) =>
  renderWithProviders(<Provider store={makeStore()}>{ui}</Provider>, options);
