import { text } from '@alz/shared/wire/read';
import { toCards, type CardModel } from '../grid-shared/card-model';

export interface HomeImageGridModel {
  title: string;
  cards: CardModel[];
}

/**
 * Wire: { field_title, field_items: [card items] }. Only cards with an image and a link belong
 * in this grid: it is a set of pictures that lead somewhere.
 */
export const toHomeImageGrid = (p: Record<string, unknown>): HomeImageGridModel | null => {
  const cards = toCards(p.field_items).filter((card) => card.image && card.link);
  return cards.length > 0 ? { title: text(p.field_title), cards } : null;
};
