import type { NodeRow } from '../../../types/wire';
import type { Block } from '../../paragraphs';

/** One example of every block kind of this group, for the "all blocks" page. */
export const examples: Block[] = [];

/** The pages this group adds to the site. */
export const nodes: NodeRow[] = [];
