import { text } from '@alz/shared/wire/read';
import { toCards, toColumns, type CardModel } from '../grid-shared/card-model';

export interface GridWithImageModel {
  title: string;
  columns: 3 | 4;
  cards: CardModel[];
}

/** Wire: { field_title, field_columns: 3 | 4 (number or string), field_items: [card items] }. */
export const toGridWithImage = (p: Record<string, unknown>): GridWithImageModel | null => {
  const cards = toCards(p.field_items);
  return cards.length > 0 ? { title: text(p.field_title), columns: toColumns(p.field_columns), cards } : null;
};
