import type { ImageModel } from '@alz/shared/media/image';
import { link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

export interface CtaExtensiveModel {
  title: string;
  html: string;
  image: ImageModel | null;
  primary: LinkModel | null;
  secondary: LinkModel | null;
}

/**
 * Wire: { field_title, field_text: { value }, field_image: DrupalImage,
 * field_primary_link: { title, uri }, field_secondary_link: { title, uri } }.
 * A call to action needs a title and at least one way to act on it.
 */
export const toCtaExtensive = (p: Record<string, unknown>): CtaExtensiveModel | null => {
  const title = text(p.field_title);
  const primary = link(p.field_primary_link);
  const secondary = link(p.field_secondary_link);
  if (!title || (!primary && !secondary)) return null;
  return { title, html: richText(p.field_text), image: toImage(p.field_image), primary, secondary };
};
