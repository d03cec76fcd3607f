import type { BlockEntry } from './block-definition';
import { UnknownBlock } from './unknown-block';

export function BlockList({ blocks }: { blocks: BlockEntry[] }) {
  return (
    <>
      {blocks.map((entry) => {
        if (!entry.definition) return <UnknownBlock key={entry.key} bundle={entry.bundle} />;
        const { Component } = entry.definition;
        return <Component key={entry.key} block={entry.model} />;
      })}
    </>
  );
}
