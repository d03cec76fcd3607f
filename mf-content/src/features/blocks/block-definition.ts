import type { ComponentType } from 'react';

/**
 * One block kind: the paragraph bundle it reads (without `paragraph--`), a pure transformer
 * from wire data to its view model, and the component that shows the model. A transformer
 * returns null when the block must not be shown (e.g. an unpublished centralised block).
 */
export interface BlockDefinition<M> {
  bundle: string;
  /** Gets the raw paragraph as a plain record: every field must be checked before use. */
  transform: (paragraph: Record<string, unknown>) => M | null;
  Component: ComponentType<{ block: M }>;
}

// The registry holds kinds of many model types; each definition stays typed where it is written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockDefinition = BlockDefinition<any>;

export const defineBlock = <M>(definition: BlockDefinition<M>): AnyBlockDefinition => definition;
