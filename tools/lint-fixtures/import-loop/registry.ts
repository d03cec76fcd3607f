// Lint fixture: a registry that lists a block which imports the registry back (an import loop).
import { quoteBlock } from './quote-block';

export const registry = new Map([['quote', quoteBlock]]);
