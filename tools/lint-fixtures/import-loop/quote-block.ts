// Lint fixture: the other half of the loop.
import { registry } from './registry';

export const quoteBlock = { bundle: 'quote', nested: () => registry.size };
