import type { ComponentType } from 'react';
import type { Block } from './block-model';
import { TextWithTitle } from './components/text-with-title';
import { Quote } from './components/quote';
import { LinkList } from './components/link-list';
import { Expandable } from './components/expandable';
import { MemoryTestCta } from './components/memory-test-cta';
import { UnknownBlock } from './components/unknown-block';
import { Video } from './components/video';

type BlockOf<K extends Block['kind']> = Extract<Block, { kind: K }>;
type Registry = { [K in Block['kind']]: ComponentType<{ block: BlockOf<K> }> };

const registry: Registry = {
  textWithTitle: TextWithTitle,
  quote: Quote,
  linkList: LinkList,
  expandable: Expandable,
  memoryTestCta: MemoryTestCta,
  video: Video,
  unknown: UnknownBlock,
};

export function BlockList({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block) => {
        const Component = registry[block.kind] as ComponentType<{ block: Block }>;
        return <Component key={`${block.kind}-${block.id}`} block={block} />;
      })}
    </>
  );
}
