import { BlobServiceClient } from '@azure/storage-blob';

export const APPLICATIONS_CONTAINER = 'applications';

/** Where application attachments go; injectable so api tests run without blob storage. */
export interface ApplicationFileStore {
  save(blobName: string, content: Buffer, contentType: string): Promise<void>;
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
  };
}
