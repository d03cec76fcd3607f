import type { ImageModel } from '@alz/shared/media/image';
import { isRecord, safeHref, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

export interface LogoModel {
  name: string;
  image: ImageModel;
  link: LinkModel | null;
}

export interface LogoWallModel {
  title: string;
  logos: LogoModel[];
}

/**
 * Wire: { field_title, field_logos: [{ field_name, field_image, field_link: { uri } }] }. The
 * partner name is the logo's text alternative and so the link's name; a logo without a name
 * (nor an alt text to fall back on) is left out, as it would be an unnamed link.
 */
function toLogo(value: unknown): LogoModel | null {
  if (!isRecord(value)) return null;
  const logo = toImage(value.field_image);
  const name = text(value.field_name).trim() || logo?.alt.trim() || '';
  if (!logo || !name) return null;
  const url = safeHref(isRecord(value.field_link) ? (value.field_link.uri ?? value.field_link.url) : value.field_link);
  return { name, image: logo, link: url ? { title: name, url, external: /^https?:\/\//i.test(url) } : null };
}

export const toLogoWall = (p: Record<string, unknown>): LogoWallModel | null => {
  const logos = (Array.isArray(p.field_logos) ? p.field_logos : [])
    .map(toLogo)
    .filter((logo): logo is LogoModel => logo !== null);
  return logos.length > 0 ? { title: text(p.field_title), logos } : null;
};
