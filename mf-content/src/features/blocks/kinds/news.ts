import type { AnyBlockDefinition } from '../block-definition';
import { latestNewsBlock } from '../latest-news/latest-news';

export const newsBlocks: AnyBlockDefinition[] = [latestNewsBlock];
