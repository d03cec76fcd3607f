import type { AnyBlockDefinition } from '../block-definition';

export const pagesBlocks: AnyBlockDefinition[] = [];
