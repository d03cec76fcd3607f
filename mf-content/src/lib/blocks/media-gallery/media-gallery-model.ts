import type { ImageModel } from '@alz/shared/media/image';
import { isRecord, richText, text } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

/** Spec 2 §3 "Gallery item": a thumbnail and the full-size image for the lightbox. */
export interface GalleryItem {
  thumbnail: ImageModel;
  fullSize: ImageModel;
}

export interface MediaGalleryModel {
  title: string;
  introduction: string;
  items: GalleryItem[];
}

/** An entry is a plain image, or `{ field_thumbnail, field_image }` when the editor chose a crop. */
function toItem(value: unknown): GalleryItem | null {
  const plain = toImage(value);
  if (plain) return { thumbnail: plain, fullSize: plain };
  if (!isRecord(value)) return null;
  const fullSize = toImage(value.field_image);
  const thumbnail = toImage(value.field_thumbnail) ?? fullSize;
  return thumbnail && fullSize ? { thumbnail, fullSize } : null;
}

export function toMediaGallery(p: Record<string, unknown>): MediaGalleryModel | null {
  const items = (Array.isArray(p.field_images) ? p.field_images : [])
    .map(toItem)
    .filter((item): item is GalleryItem => item !== null);
  if (items.length === 0) return null;
  return { title: text(p.field_title).trim(), introduction: richText(p.field_introduction), items };
}
