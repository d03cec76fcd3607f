import type { ImageModel } from '@alz/shared/media/image';
import { isRecord, link, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

/** A card or grid item (spec 2 §3 "Card or grid item"). */
export interface CardModel {
  title: string;
  intro: string;
  label: string;
  image: ImageModel | null;
  link: LinkModel | null;
}

/**
 * Wire item: { field_title, field_intro (or field_text, plain), field_label, field_image, field_link }.
 * Without a title of its own the card takes its link's title; with neither it is no card.
 */
export function toCard(value: unknown): CardModel | null {
  if (!isRecord(value)) return null;
  const cardLink = link(value.field_link);
  const title = text(value.field_title).trim() || cardLink?.title || '';
  if (!title) return null;
  return {
    title,
    intro: text(value.field_intro) || text(value.field_text),
    label: text(value.field_label),
    image: toImage(value.field_image),
    link: cardLink,
  };
}

export const toCards = (value: unknown): CardModel[] =>
  (Array.isArray(value) ? value : []).map(toCard).filter((card): card is CardModel => card !== null);

/** spec 1 §9: grids have 3 or 4 columns; anything else is 3. */
export const toColumns = (value: unknown): 3 | 4 => (value === 4 || value === '4' ? 4 : 3);

/** Width of the page's content column on desktop, which the grids share out. */
const CONTENT_WIDTH = 800;

/** Card images fill one column: full width on phones, half on tablets, a share of the column on desktop. */
export const cardSizes = (columns: number): string =>
  `(min-width: 1024px) ${Math.round(CONTENT_WIDTH / columns)}px, (min-width: 600px) 50vw, 100vw`;
