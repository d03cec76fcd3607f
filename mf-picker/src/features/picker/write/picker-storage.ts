import { apiSend } from '@alz/shared/api/api-client';
import { PICTURE_UPLOAD_PATH } from '@alz/shared/http/body-limits';
import { PICTURES_CONTAINER } from '@alz/shared/media/picture-containers';
import { listPictures } from '../blob-list';
import { baseName } from './picture-name';

// The picker writes through the api (spec 2 §7: "Upload a blob: body is the file with its
// content type", "Delete a blob: by name"), which checks that what it stores is a picture; the
// site's /blobstorage/ path only reads, and no storage key or token reaches the browser.

/** Why a write did not happen, as the panel tells it (spec 2 §8 messages). */
export type WriteFailure = 'not-authorized' | 'connection' | 'failed';

/** A write the api refused or could not be asked. */
export class WriteRefused extends Error {
  constructor(readonly failure: WriteFailure) {
    super(`The picker's write was refused: ${failure}`);
  }
}

/** The address of a picture's writes: its container and its name. */
export const pictureWriteUrl = (container: string, name: string) =>
  `${PICTURE_UPLOAD_PATH}/${container}/${encodeURIComponent(name)}`;

/** The editor's writes, each sent with their key (PICKER_EDITOR_KEY on the api). */
export class PickerStorage {
  constructor(private readonly editorKey: string | null) {}

  private async send(container: string, name: string, init: RequestInit): Promise<void> {
    const headers = new Headers(init.headers);
    if (this.editorKey) headers.set('Authorization', `Bearer ${this.editorKey}`);
    const answer = await apiSend(pictureWriteUrl(container, name), { ...init, headers });
    if (answer.kind === 'result') return;
    if (answer.kind === 'unauthorized') throw new WriteRefused('not-authorized');
    // api-client gives failed 503 with the error when the api cannot be reached.
    throw new WriteRefused(answer.status === 503 && answer.error !== undefined ? 'connection' : 'failed');
  }

  /** Writes a picture; an original never over an existing one (`If-None-Match: *`). */
  write(container: string, name: string, picture: Blob, type: string, onlyNew: boolean): Promise<void> {
    const headers: Record<string, string> = { 'Content-Type': type };
    if (onlyNew) headers['If-None-Match'] = '*';
    return this.send(container, name, { method: 'PUT', headers, body: picture });
  }

  delete(container: string, name: string): Promise<void> {
    return this.send(container, name, { method: 'DELETE' });
  }
}

export function failureOf(error: unknown): WriteFailure {
  return error instanceof WriteRefused ? error.failure : 'failed';
}

/** Base names in use by originals starting with `base` (copies are named after the base name), read on the read path. */
export async function takenBases(base: string): Promise<Set<string>> {
  const answer = await listPictures(undefined, base);
  if (answer.kind === 'result') return new Set(answer.value.map((item) => baseName(item.alt)));
  // No container yet: nothing is taken.
  if (answer.status === 404) return new Set();
  // listPictures gives failed 503 when the read path cannot be reached.
  throw new WriteRefused(answer.status === 503 ? 'connection' : 'failed');
}

/** Writes a new original; never over an existing one. */
export const writeOriginal = (storage: PickerStorage, name: string, file: Blob, type: string) =>
  storage.write(PICTURES_CONTAINER, name, file, type, true);

export const writeCopy = (storage: PickerStorage, container: string, name: string, copy: Blob) =>
  storage.write(container, name, copy, copy.type, false);

/** Deletes the original first: if that fails, nothing is gone and the picker shows it again. */
export const deleteOriginal = (storage: PickerStorage, name: string) => storage.delete(PICTURES_CONTAINER, name);

/** Deletes the copies; one never made (or gone before) is no failure, as the api says. */
export async function deleteCopies(
  storage: PickerStorage,
  copies: { container: string; name: string }[],
): Promise<void> {
  await Promise.all(copies.map(({ container, name }) => storage.delete(container, name)));
}
