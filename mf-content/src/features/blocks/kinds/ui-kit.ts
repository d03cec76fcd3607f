import type { AnyBlockDefinition } from '../block-definition';

export const uiKitBlocks: AnyBlockDefinition[] = [];
