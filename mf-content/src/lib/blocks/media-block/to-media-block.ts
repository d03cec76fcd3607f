import type { ImageModel } from '@alz/shared/media/image';
import { toVideo } from '../core/video-model';
import { bool, isRecord, richText, text } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

// Wire: {
//   type: 'paragraph--media_block',
//   field_title?: string, field_intro?: { value: string },
//   field_column_number?: '1' | '2',              "1" is one column, anything else two (spec 2 §3)
//   field_marketing_cookie?: boolean,             the whole block waits for marketing consent
//   field_is_special?: boolean,                   stands out on a sand panel (spec 2 §3)
//   field_media_items: [{
//     field_width?: '33' | '50' | '100' | 'fullscreen',
//     field_caption?: string,
//     field_image?: DrupalImage,                  an image item, or
//     field_video?: { kind: 'youtube' | 'vimeo' | 'kijk', id: string }   a video item
//   }]
// }

export type MediaWidth = '33' | '50' | '100' | 'fullscreen';

interface ItemBase {
  width: MediaWidth;
  caption: string;
}

export type MediaItem = (ItemBase & { kind: 'image'; image: ImageModel }) | (ItemBase & { kind: 'video'; src: string });

export interface MediaBlockModel {
  title: string;
  introHtml: string;
  columns: 1 | 2;
  marketingCookie: boolean;
  items: MediaItem[];
  /** Spec 2 §3: a media block that stands out from the page, as a special expandable does. */
  isSpecial: boolean;
}

const WIDTHS: MediaWidth[] = ['33', '50', '100', 'fullscreen'];

function toItem(value: unknown): MediaItem | null {
  if (!isRecord(value)) return null;
  const raw = typeof value.field_width === 'number' ? String(value.field_width) : text(value.field_width);
  const base: ItemBase = {
    width: WIDTHS.includes(raw as MediaWidth) ? (raw as MediaWidth) : '100',
    caption: text(value.field_caption).trim(),
  };
  const video = value.field_video === undefined ? null : toVideo({ field_video: value.field_video });
  if (video) return { ...base, kind: 'video', src: video.src };
  const img = toImage(value.field_image);
  return img ? { ...base, kind: 'image', image: img } : null;
}

export function toMediaBlock(p: Record<string, unknown>): MediaBlockModel | null {
  const items = (Array.isArray(p.field_media_items) ? p.field_media_items : [])
    .map(toItem)
    .filter((item): item is MediaItem => item !== null);
  if (items.length === 0) return null;
  return {
    title: text(p.field_title),
    introHtml: richText(p.field_intro),
    columns: String(p.field_column_number ?? '') === '1' ? 1 : 2,
    marketingCookie: bool(p.field_marketing_cookie),
    items,
    isSpecial: bool(p.field_is_special),
  };
}
