import { slugify } from '@alz/shared/text/text';
import { isRecord } from '@alz/shared/wire/read';

export interface TitledBlock {
  anchor: string;
  title: string;
  html: unknown;
}

/**
 * The page's blocks that have a title and text (text with title, expandable): they get a
 * sub-menu entry (spec 1 §2.5). Other block kinds are mf-content's; regional pages carry none.
 */
export function toTitledBlocks(value: unknown): TitledBlock[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((paragraph, index) => {
    const title = typeof paragraph.field_title === 'string' ? paragraph.field_title.trim() : '';
    if (!title || paragraph.field_text === undefined || paragraph.field_text === null) return [];
    // Drupal rich text arrives as { value, format }; draft JSON and plain HTML as they are.
    const text = paragraph.field_text;
    const html = isRecord(text) && 'value' in text ? text.value : text;
    return [{ anchor: `blok-${index + 1}-${slugify(title)}`, title, html }];
  });
}
