import { BlobServiceClient } from '@azure/storage-blob';
import { PICTURE_SIZE_CODES, PICTURES_CONTAINER, sizedPicturesContainer } from '@alz/shared/media/picture-containers';
import type { BaseLogger } from 'pino';
import type { Config } from '../config';
import { activityIconFiles } from './activity-icons';
import { CONTENT_CONTAINER, contentImageFiles } from './media';
import { SEED_IMAGES } from './scenes';

/**
 * Makes sure the pictures, sized-copy and content containers exist and can be listed anonymously
 * (the site reads them through its /blobstorage/ proxy), fills an empty pictures container with
 * the seed pictures and writes the content images and activity icons the content container lacks.
 */
export async function seedBlobStorage(
  config: Pick<Config, 'azureStorageConnectionString' | 'blobSeed'>,
  log: Pick<BaseLogger, 'info' | 'warn'>,
): Promise<void> {
  // Few, short tries: when the emulator is not running, start-up should say so soon.
  const service = BlobServiceClient.fromConnectionString(config.azureStorageConnectionString, {
    retryOptions: { maxTries: 2, tryTimeoutInMs: 5_000 },
  });
  // The editors own the pictures: once there are any, deleted seed pictures stay deleted.
  await fillContainer(service, PICTURES_CONTAINER, config.blobSeed ? SEED_IMAGES : [], 'when-empty', log);
  // The picker's writes go into existing containers only (routes/v1/picker-pictures.ts), so
  // every container for sized copies has to be there before an editor makes the first copy.
  await Promise.all(
    PICTURE_SIZE_CODES.map((code) => fillContainer(service, sizedPicturesContainer(code), [], 'when-empty', log)),
  );
  // Content images and icons are part of the seed content: pages refer to them, so they are always
  // written, and a store seeded before a file was added to the seed gets it too.
  await fillContainer(
    service,
    CONTENT_CONTAINER,
    [...contentImageFiles(), ...activityIconFiles()],
    'missing-files',
    log,
  );
}

/** Creates a publicly listable container and writes `files` into it: all when it is empty, or the missing ones. */
async function fillContainer(
  service: BlobServiceClient,
  name: string,
  all: { name: string; body: string }[],
  fill: 'when-empty' | 'missing-files',
  log: Pick<BaseLogger, 'info'>,
): Promise<void> {
  const container = service.getContainerClient(name);
  await container.createIfNotExists({ access: 'container' });
  const { blobPublicAccess } = await container.getProperties();
  if (blobPublicAccess !== 'container') await container.setAccessPolicy('container');
  if (all.length === 0) return;
  const present = new Set<string>();
  for await (const blob of container.listBlobsFlat()) {
    present.add(blob.name);
    if (fill === 'when-empty') return;
  }
  const files = all.filter((file) => !present.has(file.name));
  if (files.length === 0) return;
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
