// A feature importing another feature: what both need belongs in lib/.
import { blockList } from '../blocks/block-list';

export const newsBlocks = blockList;
