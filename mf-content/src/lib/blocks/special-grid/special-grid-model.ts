import { link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import { toCards, type CardModel } from '../grid-shared/card-model';

export interface SpecialGridModel {
  title: string;
  html: string;
  link: LinkModel | null;
  cards: CardModel[];
}

/** Wire: { field_title, field_text: { value }, field_link, field_items: [card items] }. */
export const toSpecialGrid = (p: Record<string, unknown>): SpecialGridModel | null => {
  const cards = toCards(p.field_items);
  if (cards.length === 0) return null;
  return { title: text(p.field_title), html: richText(p.field_text), link: link(p.field_link), cards };
};
