import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { renderWithProviders, type RenderOptions } from '@test/render';
import { addRegionTranslations } from '../../locales';
import { makeStore } from '../../store';

addRegionTranslations();

/** The shell's providers plus a fresh store of this remote, so no cache leaks between tests. */
export function renderRegion(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithProviders(<Provider store={makeStore()}>{ui}</Provider>, options);
}
