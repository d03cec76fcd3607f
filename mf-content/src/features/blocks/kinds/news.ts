import type { AnyBlockDefinition } from '../block-definition';

export const newsBlocks: AnyBlockDefinition[] = [];
