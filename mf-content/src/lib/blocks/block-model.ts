import type { BlockEntry, NestedBlocks } from './block-definition';
import { blockDefinition } from './registry';
import { isRecord } from '@alz/shared/wire/read';

export type { BlockEntry };

/** Wire paragraphs -> blocks. Malformed entries are skipped; a transformer that throws hides its block. */
export function toBlocks(paragraphs: unknown): BlockEntry[] {
  if (!Array.isArray(paragraphs)) return [];
  return paragraphs.flatMap((value: unknown, index): BlockEntry[] => {
    if (!isRecord(value) || typeof value.type !== 'string') return [];
    const bundle = value.type.replace(/^paragraph--/, '');
    const key = `${bundle}-${typeof value.id === 'number' ? value.id : `i${index}`}`;
    const definition = blockDefinition(bundle);
    if (!definition) return [{ key, bundle, definition: null, model: null }];
    try {
      const model: unknown = definition.transform(value, nestedBlocks);
      return model === null ? [] : [{ key, bundle, definition, model }];
    } catch (error) {
      // Conventions habit 3 asks transformers not to throw; if one does, the rest of the page stays.
      console.error(`Block ${bundle} could not be read`, error);
      return [];
    }
  });
}

/** The registry's reading of nested blocks, for transformers called on their own (tests). */
export const nestedBlocks: NestedBlocks = { toBlocks };
