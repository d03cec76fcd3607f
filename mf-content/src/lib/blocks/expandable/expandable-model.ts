import type { BlockEntry, NestedBlocks } from '../block-definition';
import { bool, int, isRecord, link, paragraphs, richText, text, type LinkModel } from '@alz/shared/wire/read';

export interface ExpandableItem {
  key: string;
  title: string;
  html: string;
  /** Nested blocks instead of (or after) the text. */
  blocks: BlockEntry[];
}

/** Spec 2 §3 "Expandable block". */
export interface ExpandableModel {
  title: string;
  introduction: string;
  items: ExpandableItem[];
  button: LinkModel | null;
  /** How many items show before "Bekijk alles"; all of them when the field is missing. */
  itemsToShow: number;
  /** Empty: the component shows the default "Bekijk alles". */
  showAllLabel: string;
  isSpecial: boolean;
  /**
   * Spec 2 §3 "alignment": where the block's title, introduction and buttons stand. The items
   * themselves stay left-aligned: centred text in a list of questions is hard to read.
   */
  alignment: ExpandableAlignment;
}

export type ExpandableAlignment = 'left' | 'center';

// The CMS has used both spellings of "centre"; anything else is the default.
const CENTRED = ['center', 'centre', 'centered', 'midden'];

function toItem(value: unknown, index: number, nested: NestedBlocks): ExpandableItem | null {
  if (!isRecord(value)) return null;
  const title = text(value.field_title).trim();
  const html = richText(value.field_text);
  const blocks = nested.toBlocks(paragraphs(value.field_paragraphs));
  if (title === '' || (html === '' && blocks.length === 0)) return null;
  return { key: typeof value.id === 'number' ? `item-${value.id}` : `item-i${index}`, title, html, blocks };
}

/**
 * Wire paragraph -> expandable list. Older pages send a single item as `field_title` and
 * `field_text` without `field_items`; that stays one closed details with the title as summary.
 */
export function toExpandable(p: Record<string, unknown>, nested: NestedBlocks): ExpandableModel | null {
  const hasItems = Array.isArray(p.field_items);
  const items = hasItems
    ? (p.field_items as unknown[])
        .map((value, index) => toItem(value, index, nested))
        .filter((item): item is ExpandableItem => item !== null)
    : [toItem({ field_title: p.field_title, field_text: p.field_text }, 0, nested)].filter(
        (item): item is ExpandableItem => item !== null,
      );
  if (items.length === 0) return null;
  const itemsToShow = int(p.field_items_to_show, items.length);
  return {
    title: hasItems ? text(p.field_title).trim() : '',
    introduction: richText(p.field_introduction),
    items,
    button: link(p.field_button),
    itemsToShow: itemsToShow > 0 ? Math.min(itemsToShow, items.length) : items.length,
    showAllLabel: text(p.field_show_all_items_label).trim(),
    isSpecial: bool(p.field_is_special),
    alignment: CENTRED.includes(text(p.field_alignment).trim().toLowerCase()) ? 'center' : 'left',
  };
}
