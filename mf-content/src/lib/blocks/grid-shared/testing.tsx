import type { ReactElement } from 'react';
import { waitFor } from '@testing-library/react';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import listStyles from '../block-list.module.css';
import { renderWithProviders } from '../../../testing/render';

/** Wire paragraphs as a page shows them, through the registry. */
const paragraphList = (paragraphs: Record<string, unknown>[]) => (
  <BlockList blocks={toBlocks(paragraphs.map((p, i) => ({ id: i + 1, ...p })))} />
);

/** Test helper: renders wire paragraphs the way a page does, through the registry. */
export const renderParagraphs = (...paragraphs: Record<string, unknown>[]) =>
  renderWithProviders(paragraphList(paragraphs));

/**
 * Renders, then waits until the blocks whose code loads on their first use (lazy-blocks.ts) show
 * instead of the room they keep meanwhile.
 */
export async function renderLoaded(ui: ReactElement) {
  const view = renderWithProviders(ui);
  await waitFor(() => expect(view.container.querySelector(`.${listStyles.loading}`)).toBeNull());
  return view;
}

/** renderParagraphs for blocks that load on their first use. */
export const renderLoadedParagraphs = (...paragraphs: Record<string, unknown>[]) =>
  renderLoaded(paragraphList(paragraphs));

/** A wire image with the three card crops (spec 1 §9). */
export const cardImage = (name: string, alt: string) => ({
  url: `/blobstorage/content/${name}-1520x940.svg`,
  alt,
  crops: [380, 760, 1520].map((width) => ({
    url: `/blobstorage/content/${name}-${width}x${Math.round((width * 235) / 380)}.svg`,
    width,
  })),
});

/** Values a careless editor or a changed backend could send instead of a proper field. */
export const MALFORMED: unknown[] = [undefined, null, 42, 'tekst', {}, [null, 7, 'x', { field_title: 3 }]];
