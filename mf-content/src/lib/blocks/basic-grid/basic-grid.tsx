import { defineBlock } from '../block-definition';
import { CardGrid } from '../grid-shared/card-grid';
import { toBasicGrid, type BasicGridModel } from './basic-grid-model';

export function BasicGrid({ block }: { block: BasicGridModel }) {
  return <CardGrid title={block.title} cards={block.cards} columns={3} />;
}

export const basicGridBlock = defineBlock({ bundle: 'basic_grid', transform: toBasicGrid, Component: BasicGrid });
