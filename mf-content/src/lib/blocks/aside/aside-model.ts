import { toImage, type ImageModel } from '@alz/shared/media/image';
import { richText, trimmedText } from '@alz/shared/wire/read';

// Wire: {
//   type: 'paragraph--aside',
//   field_title?: string, field_text?: { value: string },
//   field_image?: DrupalImage                    crops 100 and 200 wide (spec 1 §9 "aside image")
// }

/** Spec 1 §2.6 "aside block": an optional image, title and rich-text description. */
export interface AsideModel {
  title: string;
  html: string;
  image: ImageModel | null;
}

/** An aside with neither title nor text says nothing; an image alone is not shown either. */
export const toAside = (p: Record<string, unknown>): AsideModel | null => {
  const title = trimmedText(p.field_title);
  const html = richText(p.field_text ?? p.field_description);
  if (!title && !html.trim()) return null;
  return { title, html, image: toImage(p.field_image) };
};
