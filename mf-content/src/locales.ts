import { addTranslations } from '@alz/shared/react';
import blocks from './locales/nl/blocks.json';
import grids from './locales/nl/blocks-grids.json';
import linked from './locales/nl/blocks-linked.json';
import media from './locales/nl/blocks-media.json';
import news from './locales/nl/blocks-news.json';
import pages from './locales/nl/blocks-pages.json';
import uiKit from './locales/nl/blocks-ui-kit.json';

/**
 * Adds this remote's `Blocks` namespace to the one shared i18next instance (idempotent). The
 * texts are kept in one file per feature group; each group uses its own top-level keys.
 */
export function addContentTranslations(): void {
  for (const part of [blocks, uiKit, news, pages, grids, media, linked]) addTranslations('Blocks', part);
}
