import { Suspense } from 'react';
import type { BlockEntry } from './block-definition';
import { UnknownBlock } from './unknown-block';
import styles from './block-list.module.css';

export function BlockList({ blocks }: { blocks: BlockEntry[] }) {
  return (
    <>
      {blocks.map((entry) => {
        if (!entry.definition) return <UnknownBlock key={entry.key} bundle={entry.bundle} />;
        const { Component, lazy } = entry.definition;
        if (!lazy) return <Component key={entry.key} block={entry.model} />;
        // A block whose code loads on its first use keeps some room meanwhile.
        return (
          <Suspense key={entry.key} fallback={<div className={styles.loading} />}>
            <Component block={entry.model} />
          </Suspense>
        );
      })}
    </>
  );
}
