import { BlobServiceClient } from '@azure/storage-blob';
import type { BaseLogger } from 'pino';
import type { Config } from '../config';
import { CONTENT_CONTAINER, contentImageFiles } from '../seed/media';
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
  await fillContainer(service, PICTURES_CONTAINER, config.blobSeed ? SEED_IMAGES : [], log);
  // Content images are part of the seed content: pages refer to them, so they are always written.
  await fillContainer(service, CONTENT_CONTAINER, contentImageFiles(), log);
}

/** Creates a publicly listable container and fills it with `files` when it is empty. */
async function fillContainer(
  service: BlobServiceClient,
  name: string,
  files: { name: string; body: string }[],
  log: Pick<BaseLogger, 'info'>,
): Promise<void> {
  const container = service.getContainerClient(name);
  await container.createIfNotExists({ access: 'container' });
  const { blobPublicAccess } = await container.getProperties();
  if (blobPublicAccess !== 'container') await container.setAccessPolicy('container');
  if (files.length === 0) return;
  const first = await container.listBlobsFlat().next();
  if (!first.done) return;
  // A few uploads at a time: quick on Azurite, gentle on a real account.
  for (let start = 0; start < files.length; start += 16) {
    await Promise.all(
      files.slice(start, start + 16).map((file) =>
        container.getBlockBlobClient(file.name).upload(file.body, Buffer.byteLength(file.body), {
          blobHTTPHeaders: { blobContentType: 'image/svg+xml', blobCacheControl: 'public, max-age=86400' },
        }),
      ),
    );
  }
  log.info({ container: name, images: files.length }, 'seeded blob storage');
}
