import type { ImageModel } from '@alz/shared/media/image';
import { link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

export interface CtaSpotlightModel {
  label: string;
  title: string;
  html: string;
  image: ImageModel | null;
  link: LinkModel | null;
}

/** Wire: { field_label, field_title, field_text: { value }, field_image: DrupalImage, field_link: { title, uri } }. */
export const toCtaSpotlight = (p: Record<string, unknown>): CtaSpotlightModel | null => {
  const title = text(p.field_title);
  if (!title) return null;
  return {
    label: text(p.field_label),
    title,
    html: richText(p.field_text),
    image: toImage(p.field_image),
    link: link(p.field_link),
  };
};
