import type { ImageModel } from '@alz/shared/media/image';
import { videoRef, type VideoRef } from '../../page/page-wire';
import { isRecord, link, richText, text, type LinkModel } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

export const HERO_BRANDS = ['alz', 'dem', 'sdv'] as const;
export type HeroBrand = (typeof HERO_BRANDS)[number];

/** spec 2 §3: hero images come as square, landscape and portrait variants. */
export interface HeroImage {
  landscape: ImageModel;
  portrait: ImageModel | null;
}

/** spec 2 §3 "Hero": title, brand, variant, intro, primaryLink, secondaryLink, image, video. */
export interface SpecialHeroModel {
  title: string;
  brand: HeroBrand;
  variant: 'default' | 'visual-as-background';
  intro: string;
  primaryLink: LinkModel | null;
  secondaryLink: LinkModel | null;
  image: HeroImage | null;
  video: VideoRef | null;
}

/** A single image, or `{ landscape, portrait, square }`; the widest available one leads. */
function heroImage(value: unknown): HeroImage | null {
  const single = toImage(value);
  if (single) return { landscape: single, portrait: null };
  if (!isRecord(value)) return null;
  const landscape = toImage(value.landscape) ?? toImage(value.square) ?? toImage(value.portrait);
  if (!landscape) return null;
  return { landscape, portrait: toImage(value.portrait) ?? toImage(value.square) };
}

export function toSpecialHero(p: Record<string, unknown>): SpecialHeroModel | null {
  const title = text(p.field_title).trim();
  if (!title) return null;
  const heroPicture = heroImage(p.field_image);
  const video = videoRef(p.field_video);
  return {
    title,
    brand: HERO_BRANDS.find((brand) => brand === p.field_brand) ?? 'alz',
    // A video plays in a consent-gated frame, which cannot be a background: only an image can.
    variant: p.field_variant === 'visual_as_background' && heroPicture && !video ? 'visual-as-background' : 'default',
    intro: richText(p.field_intro),
    primaryLink: link(p.field_primary_link),
    secondaryLink: link(p.field_secondary_link),
    image: video ? null : heroPicture,
    video,
  };
}
