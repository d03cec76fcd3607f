import { defineBlock } from '../block-definition';
import { BlockList } from '../block-list';
import { toCentralisedBlock, type CentralisedBlockModel } from './centralised-block-model';

// The reused blocks belong to the page's flow, so no wrapper element or extra heading is added.
export function CentralisedBlock({ block }: { block: CentralisedBlockModel }) {
  return <BlockList blocks={block.blocks} />;
}

export const centralisedBlock = defineBlock({
  bundle: 'centralised_block',
  transform: toCentralisedBlock,
  Component: CentralisedBlock,
});
