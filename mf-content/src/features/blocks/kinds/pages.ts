import type { AnyBlockDefinition } from '../block-definition';
import { specialHeroBlock } from '../special-hero/special-hero';

export const pagesBlocks: AnyBlockDefinition[] = [specialHeroBlock];
