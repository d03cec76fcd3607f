/**
 * Spec 2 §5: the picker takes images only. These four, because every browser shows them and a
 * canvas can draw them for the sized copies; SVG stays out, as it can carry script.
 */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export const PICTURE_EXTENSIONS: Record<PictureType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const isPictureType = (type: string): type is PictureType => (PICTURE_TYPES as readonly string[]).includes(type);
