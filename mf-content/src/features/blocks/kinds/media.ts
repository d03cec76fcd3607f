import type { AnyBlockDefinition } from '../block-definition';

export const mediaBlocks: AnyBlockDefinition[] = [];
