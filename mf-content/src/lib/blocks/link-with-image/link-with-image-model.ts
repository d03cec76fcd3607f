import type { ImageModel } from '@alz/shared/media/image';
import { link, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

export interface LinkWithImageModel {
  title: string;
  text: string;
  image: ImageModel | null;
  link: LinkModel;
}

/** Wire: { field_title, field_text (plain), field_image, field_link: { title, uri } }; no link, no block. */
export const toLinkWithImage = (p: Record<string, unknown>): LinkWithImageModel | null => {
  const target = link(p.field_link);
  if (!target) return null;
  return {
    title: text(p.field_title).trim() || target.title,
    text: text(p.field_text),
    image: toImage(p.field_image),
    link: target,
  };
};
