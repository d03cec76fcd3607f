import { fileTypeFromBlob } from 'file-type/core';
import { isPictureType, type PictureType } from '@alz/shared/media/picture-types';

/**
 * The picture's type read from its first bytes (file-type), not from its name or from what the
 * browser guessed: a renamed PDF is no image. Null for anything but the accepted picture types.
 */
export async function sniffPictureType(file: Blob): Promise<PictureType | null> {
  try {
    const found = await fileTypeFromBlob(file);
    return found && isPictureType(found.mime) ? found.mime : null;
  } catch {
    // file-type throws on some damaged files; for the picker that only means "no picture".
    return null;
  }
}
