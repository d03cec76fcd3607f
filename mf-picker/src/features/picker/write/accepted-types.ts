import type { PictureType } from '@alz/shared/media/picture-types';

export const PICTURE_EXTENSIONS: Record<PictureType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
