import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BlobServiceClient, RestError } from '@azure/storage-blob';

export const APPLICATIONS_CONTAINER = 'applications';

/** One stored attachment, read back for the people who process applications. */
export interface StoredFile {
  content: Readable;
  /** Bytes, when the store knows them up front. */
  size: number | null;
}

/** The MD5 digest blob storage keeps of a file (Content-MD5), by which a stored copy is recognised. */
export const fileDigest = (content: Uint8Array) => createHash('md5').update(content).digest();

/** Where application attachments go; injectable so api tests run without blob storage. */
export interface ApplicationFileStore {
  /** Writes the file under its name, replacing one already there (so a second try is harmless). */
  save(blobName: string, content: Buffer, contentType: string): Promise<void>;
  /** Whether the blob is there with exactly these bytes (its MD5 digest, see fileDigest). */
  holds(blobName: string, digest: Buffer): Promise<boolean>;
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
  // Few, short tries: the outbox (plugins/app/file-outbox.ts) tries again later, with backoff.
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
      try {
        await container.getBlockBlobClient(blobName).uploadData(content, {
          // Checked by the service on arrival, and kept: holds() compares it later.
          blobHTTPHeaders: {
            blobContentType: contentType,
            blobContentDisposition: 'attachment',
            blobContentMD5: fileDigest(content),
          },
        });
      } catch (error) {
        // A storage that lost its data lost the container too: create it again on the next try.
        created = null;
        throw error;
      }
    },

    async holds(blobName, digest) {
      try {
        const properties = await container.getBlobClient(blobName).getProperties();
        return properties.contentMD5 !== undefined && Buffer.from(properties.contentMD5).equals(digest);
      } catch (error) {
        if (error instanceof RestError && error.statusCode === 404) return false;
        throw error;
      }
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
 * The store of an app given none: every upload fails, so attachments stay in the database's
 * outbox until a store is configured. Tests that send applications inject their own store.
 */
export const noApplicationFiles: ApplicationFileStore = {
  save() {
    return Promise.reject(new Error('No application file store is configured'));
  },
  holds() {
    return Promise.reject(new Error('No application file store is configured'));
  },
  read() {
    return Promise.reject(new Error('No application file store is configured'));
  },
  delete() {
    return Promise.reject(new Error('No application file store is configured'));
  },
};
