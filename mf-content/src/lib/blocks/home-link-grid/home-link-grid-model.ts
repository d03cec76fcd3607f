import { text } from '@alz/shared/wire/read';
import { toCards, type CardModel } from '../grid-shared/card-model';

export interface HomeLinkGridModel {
  title: string;
  cards: CardModel[];
}

/** Wire: { field_title, field_items: [{ field_title, field_intro, field_link }] }; images are not shown. */
export const toHomeLinkGrid = (p: Record<string, unknown>): HomeLinkGridModel | null => {
  const cards = toCards(p.field_items)
    .filter((card) => card.link)
    .map((card) => ({ ...card, image: null }));
  return cards.length > 0 ? { title: text(p.field_title), cards } : null;
};
