import { defineBlock } from '../block-definition';
import { CardGrid } from '../grid-shared/card-grid';
import { toHomeImageGrid, type HomeImageGridModel } from './home-image-grid-model';

export function HomeImageGrid({ block }: { block: HomeImageGridModel }) {
  return <CardGrid title={block.title} cards={block.cards} columns={3} featureFirst={block.cards.length > 2} />;
}

export const homeImageGridBlock = defineBlock({
  bundle: 'home_image_grid',
  transform: toHomeImageGrid,
  Component: HomeImageGrid,
});
