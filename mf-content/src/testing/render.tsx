import type { ReactElement } from 'react';
import { renderWithProviders as renderInShell, type RenderOptions } from '@test/render';
import { ContentProviders } from '../lib/content-providers';
import { makeStore } from '../store';
import { addContentTranslations } from '../locales';

addContentTranslations();

/** The shell's providers plus a fresh store of this remote, so no cache leaks between tests. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderInShell(<ContentProviders store={makeStore()}>{ui}</ContentProviders>, options);
}
