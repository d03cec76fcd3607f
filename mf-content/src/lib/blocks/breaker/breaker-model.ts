import type { ImageModel } from '@alz/shared/media/image';
import { link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';
import { toIconName, type CategoryIconName } from '../grid-shared/category-icon';

export type BreakerSize = 'small' | 'medium' | 'large';

/** spec 1 §3 "Breaker": type, title, label, link, image, icon, text. */
export interface BreakerModel {
  size: BreakerSize;
  title: string;
  label: string;
  html: string;
  link: LinkModel | null;
  image: ImageModel | null;
  icon: CategoryIconName | null;
}

const SIZES: BreakerSize[] = ['small', 'medium', 'large'];

/**
 * Wire: { field_breaker_type: 'small' | 'medium' | 'large', field_title, field_label,
 * field_text: { value }, field_link: { title, uri }, field_image, field_icon (category icon name) }.
 * An unknown type is shown as medium; without a title there is nothing to break with.
 */
export const toBreaker = (p: Record<string, unknown>): BreakerModel | null => {
  const title = text(p.field_title).trim();
  if (!title) return null;
  const type = text(p.field_breaker_type);
  return {
    size: SIZES.find((size) => size === type) ?? 'medium',
    title,
    label: text(p.field_label),
    html: richText(p.field_text),
    link: link(p.field_link),
    image: toImage(p.field_image),
    icon: toIconName(p.field_icon),
  };
};
