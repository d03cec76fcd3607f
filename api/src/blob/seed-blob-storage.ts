import { BlobServiceClient } from '@azure/storage-blob';
import type { BaseLogger } from 'pino';
import type { Config } from '../config';
import { SEED_IMAGES } from './seed-images';

export const PICTURES_CONTAINER = 'pictures';

/**
 * Makes sure the pictures container exists and can be listed anonymously (the site reads it
 * through its /blobstorage/ proxy), and fills an empty container with the seed images.
 */
export async function seedBlobStorage(
  config: Pick<Config, 'azureStorageConnectionString' | 'blobSeed'>,
  log: Pick<BaseLogger, 'info'>,
): Promise<void> {
  // Few, short tries: when the emulator is not running, start-up should say so soon.
  const service = BlobServiceClient.fromConnectionString(config.azureStorageConnectionString, {
    retryOptions: { maxTries: 2, tryTimeoutInMs: 5_000 },
  });
  const container = service.getContainerClient(PICTURES_CONTAINER);
  await container.createIfNotExists({ access: 'container' });
  const { blobPublicAccess } = await container.getProperties();
  if (blobPublicAccess !== 'container') await container.setAccessPolicy('container');

  if (!config.blobSeed) return;
  const first = await container.listBlobsFlat().next();
  if (!first.done) return;
  for (const image of SEED_IMAGES) {
    await container.getBlockBlobClient(image.name).upload(image.body, Buffer.byteLength(image.body), {
      blobHTTPHeaders: { blobContentType: 'image/svg+xml' },
    });
  }
  log.info({ container: PICTURES_CONTAINER, images: SEED_IMAGES.length }, 'seeded blob storage');
}
