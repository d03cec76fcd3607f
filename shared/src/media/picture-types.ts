/**
 * Spec 2 §5: the picker takes images only. These four, because every browser shows them and a
 * canvas can draw them for the sized copies; SVG stays out, as it can carry script. The site's
 * blob path serves these inline and nothing else (tools/serve/blob-rules.ts).
 */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export const isPictureType = (type: string): type is PictureType => (PICTURE_TYPES as readonly string[]).includes(type);
