// Readers for the common page fields of spec 1 §3 that have a shape of their own. Like the
// block readers in ../blocks/wire.ts, a missing or malformed field gives an empty value.
import type { ImageModel } from '@alz/shared/media/image';
import { int, isRecord, link, richText, safeHref, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

export type VideoKind = 'youtube' | 'vimeo';

export interface VideoRef {
  kind: VideoKind;
  id: string;
}

/**
 * Wire shape of `field_header_image_video` (defined here, spec 1 §3 "media"):
 * `{ kind: 'image', image: DrupalImage }` or `{ kind: 'video', video: { kind, id } }`.
 */
export type HeaderMedia = { kind: 'image'; image: ImageModel } | { kind: 'video'; video: VideoRef };

export interface ParentPage {
  id: number;
  label: string;
  url: string;
}

export interface SidebarCta {
  title: string;
  html: string;
  link: LinkModel | null;
}

/** Overlay colours the design has; each comes with a text colour that passes AA on it. */
export const OVERLAY_COLORS = ['purple', 'sand', 'white', 'dark'] as const;
export type OverlayColor = (typeof OVERLAY_COLORS)[number];

export interface ImageOverlay {
  text: string;
  color: OverlayColor;
}

/** Only plain ids: nothing else can be smuggled into a player address. */
export function videoRef(value: unknown): VideoRef | null {
  if (!isRecord(value)) return null;
  const { kind, id } = value;
  if (kind !== 'youtube' && kind !== 'vimeo') return null;
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return null;
  return { kind, id };
}

export function headerMedia(value: unknown): HeaderMedia | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'video') {
    const video = videoRef(value.video);
    return video ? { kind: 'video', video } : null;
  }
  // A bare image (without the kind wrapper) is accepted too: older content sends it so.
  const picture = toImage(value.kind === 'image' ? value.image : value);
  return picture ? { kind: 'image', image: picture } : null;
}

export function imageOverlay(textValue: unknown, colorValue: unknown): ImageOverlay | null {
  const overlay = text(textValue).trim();
  if (overlay === '') return null;
  const color = OVERLAY_COLORS.find((c) => c === colorValue) ?? 'purple';
  return { text: overlay, color };
}

export function parentPage(value: unknown): ParentPage | null {
  if (!isRecord(value)) return null;
  const url = safeHref(value.url);
  const label = text(value.label);
  return url && label ? { id: int(value.id, 0), label, url } : null;
}

/** Category references arrive as ids or as `{ id }` / `{ tid }` objects. */
export function categoryIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry: unknown) => (isRecord(entry) ? int(entry.id ?? entry.tid, NaN) : int(entry, NaN)))
    .filter((id) => Number.isInteger(id));
}

export function sidebarCta(value: unknown): SidebarCta | null {
  if (!isRecord(value)) return null;
  const cta = { title: text(value.title), html: richText(value.text), link: link(value.link) };
  return cta.title || cta.html || cta.link ? cta : null;
}
