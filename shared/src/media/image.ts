import { isRecord } from '../wire/read';
// Images as the content backend sends them and as components use them (spec 2 §3 "Image").
// The wire shape is tolerant; `toImage` is the one place that checks it.

export interface ImageCrop {
  url: string;
  width: number;
}

/** Wire image: `url` is the largest rendition, `crops` the sized copies (spec 1 §9). */
export interface DrupalImage {
  url: string;
  alt?: string | null;
  title?: string | null;
  width?: number | null;
  height?: number | null;
  crops?: ImageCrop[] | null;
}

export interface ImageModel {
  url: string;
  alt: string;
  title: string;
  width: number | null;
  height: number | null;
  /** Sized copies, narrowest first. */
  crops: ImageCrop[];
}

/** Crop widths per image use (spec 1 §9); seed and components agree on them through here. */
export const CROP_WIDTHS = {
  news: [350, 700, 1400, 2100],
  aside: [100, 200],
  portrait: [350, 700, 1400],
  landscape: [350, 700, 1400, 2100],
  square: [350, 700, 1400],
  story: [780, 1560],
  card: [380, 760, 1520],
} as const;

export type CropKind = keyof typeof CROP_WIDTHS;

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;

/**
 * Only site-relative and https addresses are accepted: an image address from the backend
 * must never become a `javascript:` or `data:` url in the page.
 */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^\/(?!\/)/.test(url) || /^https:\/\//i.test(url)) return url;
  return null;
}

/** Wire image -> view model; anything without a usable address is no image at all. */
export function toImage(value: unknown): ImageModel | null {
  if (!isRecord(value)) return null;
  const url = safeImageUrl(value.url);
  if (!url) return null;
  const crops = (Array.isArray(value.crops) ? value.crops : [])
    .filter(isRecord)
    .map((crop) => ({ url: safeImageUrl(crop.url), width: positive(crop.width) }))
    .filter((crop): crop is ImageCrop => crop.url !== null && crop.width !== null)
    .sort((a, b) => a.width - b.width);
  return {
    url,
    alt: typeof value.alt === 'string' ? value.alt : '',
    title: typeof value.title === 'string' ? value.title : '',
    width: positive(value.width),
    height: positive(value.height),
    crops,
  };
}

/** The `srcset` of an image's crops, or undefined when it has none. */
export function srcSetOf(image: ImageModel): string | undefined {
  if (image.crops.length === 0) return undefined;
  return image.crops.map((crop) => `${crop.url} ${crop.width}w`).join(', ');
}
