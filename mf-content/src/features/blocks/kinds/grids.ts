import type { AnyBlockDefinition } from '../block-definition';

export const gridsBlocks: AnyBlockDefinition[] = [];
