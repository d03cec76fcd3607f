import { toImage, type ImageModel } from '@alz/shared/media/image';
import { isRecord } from '@alz/shared/wire/read';

/** Spec 1 §3 "Region intro": title, intro, url alias, header image. */
export interface RegionIntro {
  title: string;
  /** Rich text from the backend; RichText sanitises it. */
  intro: string;
  url: string;
  image: ImageModel | null;
}

/** `field_header_image_video` holds an image (bare or as `{ kind: 'image', image }`) or a video. */
function headerImage(value: unknown): ImageModel | null {
  if (!isRecord(value) || value.kind === 'video') return null;
  return toImage(value.kind === 'image' ? value.image : value);
}

/** Wire region node -> region intro; `fallbackUrl` (the search hit's path) when it has no alias. */
export function toRegionIntro(node: unknown, fallbackUrl = ''): RegionIntro | null {
  if (!isRecord(node) || typeof node.title !== 'string') return null;
  const path = isRecord(node.path) && typeof node.path.alias === 'string' ? node.path.alias : '';
  const intro = isRecord(node.field_introduction_wysiwyg) ? node.field_introduction_wysiwyg.value : '';
  return {
    title: node.title,
    intro: typeof intro === 'string' ? intro : '',
    url: path.startsWith('/') ? path : fallbackUrl,
    image: headerImage(node.field_header_image_video),
  };
}
