import { text } from '@alz/shared/wire/read';
import { toCards, type CardModel } from '../grid-shared/card-model';

export interface BasicGridModel {
  title: string;
  cards: CardModel[];
}

/** Wire: { field_title, field_items: [{ field_title, field_intro, field_label, field_image, field_link }] }. */
export const toBasicGrid = (p: Record<string, unknown>): BasicGridModel | null => {
  const cards = toCards(p.field_items);
  return cards.length > 0 ? { title: text(p.field_title), cards } : null;
};
