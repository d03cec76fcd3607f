import type { BlockEntry, NestedBlocks } from '../block-definition';
import { isRecord } from '@alz/shared/wire/read';

export interface CentralisedBlockModel {
  blocks: BlockEntry[];
}

/**
 * Wire: { field_centralised_building_block: { nid, type: 'centralised_building_block', title,
 * status: boolean, field_page_content: Paragraph[] } }: the referenced item travels embedded.
 * Spec 1 §2.4/§4: shown only while that item is published; with nothing to show, not at all.
 */
export const toCentralisedBlock = (p: Record<string, unknown>, nested: NestedBlocks): CentralisedBlockModel | null => {
  const item = p.field_centralised_building_block;
  if (!isRecord(item) || item.status !== true) return null;
  const blocks = nested.toBlocks(item.field_page_content);
  return blocks.length > 0 ? { blocks } : null;
};
