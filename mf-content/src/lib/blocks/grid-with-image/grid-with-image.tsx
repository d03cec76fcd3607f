import { defineBlock } from '../block-definition';
import { CardGrid } from '../grid-shared/card-grid';
import { toGridWithImage, type GridWithImageModel } from './grid-with-image-model';

export function GridWithImage({ block }: { block: GridWithImageModel }) {
  return <CardGrid title={block.title} cards={block.cards} columns={block.columns} />;
}

export const gridWithImageBlock = defineBlock({
  bundle: 'grid_with_image',
  transform: toGridWithImage,
  Component: GridWithImage,
});
