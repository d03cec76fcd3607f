import { AnonymousCredential, ContainerClient, newPipeline, RestError } from '@azure/storage-blob';
import { PICTURES_CONTAINER } from '@alz/shared/media/picture-containers';
import type { PickerTokens } from '../api/get-picker-token';
import { baseName } from './picture-name';

// The picker writes to blob storage itself with the api's short-lived tokens (issue 17): the
// site's /blobstorage/ path only reads, and the account key never leaves the api.

/** Why a write did not happen, as the panel tells it (spec 2 §8 messages). */
export type WriteFailure = 'not-authorized' | 'connection' | 'failed';

// Two tries, not the library's four with growing pauses: an editor waits for the answer.
const pipeline = newPipeline(new AnonymousCredential(), { retryOptions: { maxTries: 2 } });

/** The containers the tokens open, each with its own SAS. */
export class PickerStorage {
  constructor(private readonly tokens: PickerTokens) {}

  container(name: string): ContainerClient {
    const token = this.tokens.Containers.find((candidate) => candidate.Name === name);
    if (!token) throw new Error(`The picker has no token for the container "${name}"`);
    return new ContainerClient(`${token.Url}?${token.Sas}`, pipeline);
  }

  get pictures(): ContainerClient {
    return this.container(PICTURES_CONTAINER);
  }
}

export function failureOf(error: unknown): WriteFailure {
  if (error instanceof RestError) {
    // Azure answers 403 to a token that has ended or does not open this container.
    if (error.statusCode === 401 || error.statusCode === 403) return 'not-authorized';
    if (error.statusCode === undefined || error.code === 'REQUEST_SEND_ERROR') return 'connection';
  }
  return 'failed';
}

/** Base names in use by originals starting with `base` (copies are named after the base name). */
export async function takenBases(storage: PickerStorage, base: string): Promise<Set<string>> {
  const taken = new Set<string>();
  for await (const blob of storage.pictures.listBlobsFlat({ prefix: base })) taken.add(baseName(blob.name));
  return taken;
}

/** Writes a new original; never over an existing one (`If-None-Match: *`). */
export async function writeOriginal(storage: PickerStorage, name: string, file: Blob, type: string): Promise<void> {
  await storage.pictures.getBlockBlobClient(name).uploadData(file, {
    blobHTTPHeaders: { blobContentType: type, blobCacheControl: 'public, max-age=86400' },
    conditions: { ifNoneMatch: '*' },
  });
}

export async function writeCopy(storage: PickerStorage, container: string, name: string, copy: Blob): Promise<void> {
  await storage
    .container(container)
    .getBlockBlobClient(name)
    .uploadData(copy, {
      blobHTTPHeaders: { blobContentType: copy.type, blobCacheControl: 'public, max-age=86400' },
    });
}

/** Deletes the original first: if that fails, nothing is gone and the picker shows it again. */
export async function deleteOriginal(storage: PickerStorage, name: string): Promise<void> {
  await storage.pictures.deleteBlob(name, { deleteSnapshots: 'include' });
}

export async function deleteCopies(
  storage: PickerStorage,
  copies: { container: string; name: string }[],
): Promise<void> {
  await Promise.all(
    copies.map(({ container, name }) => storage.container(container).deleteBlob(name).catch(ignoreGone)),
  );
}

// A copy that was never made (or went before) is no failure when deleting.
function ignoreGone(error: unknown): void {
  if (error instanceof RestError && error.statusCode === 404) return;
  throw error;
}
