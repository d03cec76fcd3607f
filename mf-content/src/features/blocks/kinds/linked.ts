import type { AnyBlockDefinition } from '../block-definition';

export const linkedBlocks: AnyBlockDefinition[] = [];
