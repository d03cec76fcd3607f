import type { ImageModel } from '@alz/shared/media/image';
import { isRecord, richText, text } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

/** Spec 2 §3 "Timeline item". */
export interface TimelineItem {
  key: string;
  label: string;
  title: string;
  html: string;
  image: ImageModel | null;
}

export interface TimelineModel {
  title: string;
  introduction: string;
  items: TimelineItem[];
}

function toItem(value: unknown, index: number): TimelineItem | null {
  if (!isRecord(value)) return null;
  const title = text(value.field_title).trim();
  const html = richText(value.field_text);
  if (title === '' && html === '') return null;
  return {
    key: typeof value.id === 'number' ? `item-${value.id}` : `item-i${index}`,
    label: text(value.field_label).trim(),
    title,
    html,
    image: toImage(value.field_image),
  };
}

export function toTimeline(p: Record<string, unknown>): TimelineModel | null {
  const items = (Array.isArray(p.field_items) ? p.field_items : [])
    .map(toItem)
    .filter((item): item is TimelineItem => item !== null);
  if (items.length === 0) return null;
  return { title: text(p.field_title).trim(), introduction: richText(p.field_introduction), items };
}
