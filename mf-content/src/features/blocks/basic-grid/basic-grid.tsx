import { defineBlock } from '../block-definition';
import { text } from '@alz/shared/wire/read';
import { toCards, type CardModel } from '../grid-shared/card-model';
import { CardGrid } from '../grid-shared/card-grid';

export interface BasicGridModel {
  title: string;
  cards: CardModel[];
}

/** Wire: { field_title, field_items: [{ field_title, field_intro, field_label, field_image, field_link }] }. */
export const toBasicGrid = (p: Record<string, unknown>): BasicGridModel | null => {
  const cards = toCards(p.field_items);
  return cards.length > 0 ? { title: text(p.field_title), cards } : null;
};

export function BasicGrid({ block }: { block: BasicGridModel }) {
  return <CardGrid title={block.title} cards={block.cards} columns={3} />;
}

export const basicGridBlock = defineBlock({ bundle: 'basic_grid', transform: toBasicGrid, Component: BasicGrid });
