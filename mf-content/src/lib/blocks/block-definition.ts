import type { ComponentType } from 'react';

/**
 * One block kind: the paragraph bundle it reads (without `paragraph--`), a pure transformer
 * from wire data to its view model, and the component that shows the model. A transformer
 * returns null when the block must not be shown (e.g. an unpublished centralised block).
 */
export interface BlockDefinition<M> {
  bundle: string;
  /**
   * Gets the raw paragraph as a plain record: every field must be checked before use. A block
   * that holds blocks (expandable, centralised) reads them with `nested.toBlocks`.
   */
  transform: (paragraph: Record<string, unknown>, nested: NestedBlocks) => M | null;
  Component: ComponentType<{ block: M }>;
  /** The component is `lazy()` (lazy-blocks.ts): it shows once its code has loaded. */
  lazy?: boolean;
}

// The registry holds kinds of many model types; each definition stays typed where it is written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<any>;

/** A block ready to render: its definition and view model, or the unknown-kind placeholder. */
export type BlockEntry =
  | { key: string; bundle: string; definition: AnyBlockDefinition; model: unknown }
  | { key: string; bundle: string; definition: null; model: null };

/**
 * What the registry hands to the transformer of a block that holds blocks, so that no block
 * imports the registry that lists it (no import loop).
 */
export interface NestedBlocks {
  toBlocks: (paragraphs: unknown) => BlockEntry[];
}

export const defineBlock = <M>(definition: BlockDefinition<M>): AnyBlockDefinition => definition;
