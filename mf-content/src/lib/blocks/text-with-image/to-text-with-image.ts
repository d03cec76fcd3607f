import type { ImageModel } from '@alz/shared/media/image';
import { bool, isRecord, link, links, richText, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

// Old wire: {
//   type: 'paragraph--text_with_image',
//   field_title?: string, field_text: { value: string }, field_image: DrupalImage,
//   field_image_position?: 'left' | 'right', field_link?: { uri: string, title: string }
// }
// New wire: {
//   type: 'paragraph--text_with_image_new',
//   field_title?: string, field_text: { value: string }, field_media: { image: DrupalImage },
//   field_image_alignment?: 'left' | 'right',
//   field_links?: [{ uri: string, title: string }],   the first shows as a button
//   field_sand_color?: boolean
// }

export interface TextWithImageModel {
  title: string;
  html: string;
  image: ImageModel | null;
  imagePosition: 'left' | 'right';
  links: LinkModel[];
  /** The newer variant shows its first link as a button and may sit on sand. */
  variant: 'old' | 'new';
  sandColor: boolean;
}

const position = (value: unknown): 'left' | 'right' => (value === 'right' ? 'right' : 'left');

export function toTextWithImage(p: Record<string, unknown>): TextWithImageModel | null {
  const html = richText(p.field_text);
  const img = toImage(p.field_image);
  if (!html && !img) return null;
  const one = link(p.field_link);
  return {
    title: text(p.field_title),
    html,
    image: img,
    imagePosition: position(p.field_image_position),
    links: one ? [one] : [],
    variant: 'old',
    sandColor: false,
  };
}

export function toTextWithImageNew(p: Record<string, unknown>): TextWithImageModel | null {
  const html = richText(p.field_text);
  const img = toImage(isRecord(p.field_media) ? p.field_media.image : null);
  if (!html && !img) return null;
  return {
    title: text(p.field_title),
    html,
    image: img,
    imagePosition: position(p.field_image_alignment),
    links: links(p.field_links).slice(0, 2),
    variant: 'new',
    sandColor: bool(p.field_sand_color),
  };
}
