import type { WriteFailure } from './write/picker-writes';

// The write code (storage library, file-type, canvas) is its own chunk, loaded when an editor
// first uploads, deletes or chooses; the panel and its list load without it.
export const loadWrites = () => import('./write/picker-writes');

export type { StoredPicture, WriteFailure, WriteResult } from './write/picker-writes';
export type { PictureType } from '@alz/shared/media/picture-types';

export type WriteAction = 'Upload' | 'Delete' | 'Prepare';

/** The i18next key that tells an editor why a write did not happen (spec 2 §8). */
export function failureMessage(failure: WriteFailure, action: WriteAction): string {
  if (failure === 'not-authorized') return 'Messages.NotAuthorized';
  if (failure === 'connection') return 'Messages.ConnectionError';
  return `Write.${action}Failed`;
}
