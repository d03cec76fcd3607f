import type { Readable } from 'node:stream';
import { BlobServiceClient, RestError } from '@azure/storage-blob';

export const APPLICATIONS_CONTAINER = 'applications';

/** One stored attachment, read back for the people who process applications. */
export interface StoredFile {
  content: Readable;
  /** Bytes, when the store knows them up front. */
  size: number | null;
}

/** Where application attachments go; injectable so api tests run without blob storage. */
export interface ApplicationFileStore {
  save(blobName: string, content: Buffer, contentType: string): Promise<void>;
  /** The stored file, or null when there is no such blob (any other failure throws). */
  read(blobName: string): Promise<StoredFile | null>;
  /** Removes a file; one that is already gone is no error. */
  delete(blobName: string): Promise<void>;
}

/**
 * The Azure (or Azurite) store. The container is private: a cv is personal data and is never
 * served to the public site, unlike the pictures containers.
 */
export function azureApplicationFiles(connectionString: string): ApplicationFileStore {
  // Few, short tries: the visitor is waiting, and a failure is answered with 503 to retry later.
  const service = BlobServiceClient.fromConnectionString(connectionString, {
    retryOptions: { maxTries: 2, tryTimeoutInMs: 10_000 },
  });
  const container = service.getContainerClient(APPLICATIONS_CONTAINER);
  let created: Promise<unknown> | null = null;
  return {
    async save(blobName, content, contentType) {
      created ??= container.createIfNotExists().catch((error: unknown) => {
        created = null;
        throw error;
      });
      await created;
      await container.getBlockBlobClient(blobName).uploadData(content, {
        blobHTTPHeaders: { blobContentType: contentType, blobContentDisposition: 'attachment' },
      });
    },

    async read(blobName) {
      try {
        const download = await container.getBlobClient(blobName).download();
        const body = download.readableStreamBody as Readable | undefined;
        if (!body) return null;
        return { content: body, size: download.contentLength ?? null };
      } catch (error) {
        // A missing blob, or a container nobody ever uploaded to.
        if (error instanceof RestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async delete(blobName) {
      await container.getBlobClient(blobName).deleteIfExists({ deleteSnapshots: 'include' });
    },
  };
}

/**
 * The store of an app given none: every upload fails, so an application is answered with 503
 * and nothing is stored half. Tests that send applications inject their own store.
 */
export const noApplicationFiles: ApplicationFileStore = {
  save() {
    return Promise.reject(new Error('No application file store is configured'));
  },
  read() {
    return Promise.reject(new Error('No application file store is configured'));
  },
  delete() {
    return Promise.reject(new Error('No application file store is configured'));
  },
};
