import { BlobServiceClient, RestError } from '@azure/storage-blob';
import type { PictureType } from '@alz/shared/media/picture-types';

/** The picker's containers in blob storage, written only by the api (routes/v1/picker-pictures.ts). */
export interface PictureStore {
  /** Writes a checked picture; with `onlyNew`, false when the name is taken and nothing was written. */
  write(container: string, name: string, content: Buffer, type: PictureType, onlyNew: boolean): Promise<boolean>;
  /** Removes a picture; one that is already gone is no error. */
  delete(container: string, name: string): Promise<void>;
}

const taken = (error: unknown) => error instanceof RestError && (error.statusCode === 409 || error.statusCode === 412);

/**
 * The Azure (or Azurite) pictures account. The account key stays in the api: the editor's
 * browser sends the file here, so no token exists that could write something else, or copy a
 * blob from another container, into the pictures.
 */
export function azurePictureStore(connectionString: string): PictureStore {
  const service = BlobServiceClient.fromConnectionString(connectionString, {
    retryOptions: { maxTries: 2, tryTimeoutInMs: 30_000 },
  });
  return {
    async write(container, name, content, type, onlyNew) {
      try {
        await service
          .getContainerClient(container)
          .getBlockBlobClient(name)
          .uploadData(content, {
            blobHTTPHeaders: { blobContentType: type, blobCacheControl: 'public, max-age=86400' },
            conditions: onlyNew ? { ifNoneMatch: '*' } : {},
          });
        return true;
      } catch (error) {
        if (onlyNew && taken(error)) return false;
        throw error;
      }
    },
    async delete(container, name) {
      await service.getContainerClient(container).getBlobClient(name).deleteIfExists({ deleteSnapshots: 'include' });
    },
  };
}
