import { BlobServiceClient, type CorsRule } from '@azure/storage-blob';
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
  config: Pick<Config, 'azureStorageConnectionString' | 'blobSeed' | 'allowedOrigins'>,
  log: Pick<BaseLogger, 'info' | 'warn'>,
): Promise<void> {
  // Few, short tries: when the emulator is not running, start-up should say so soon.
  const service = BlobServiceClient.fromConnectionString(config.azureStorageConnectionString, {
    retryOptions: { maxTries: 2, tryTimeoutInMs: 5_000 },
  });
  // The editors own the pictures: once there are any, deleted seed pictures stay deleted.
  await fillContainer(service, PICTURES_CONTAINER, config.blobSeed ? SEED_IMAGES : [], 'when-empty', log);
  // The picker's tokens are scoped to one container each and cannot create one (issue 17), so
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
  await allowPickerWrites(service, config.allowedOrigins).catch((err: unknown) =>
    // A connection string without the account key cannot set it; the account's owner then does.
    log.warn({ err }, 'could not set the CORS rule for the picker; editors cannot upload from the browser'),
  );
}

/**
 * Editors' browsers write with the picker's tokens straight to blob storage (issue 17), from the
 * site's pages (ALLOWED_ORIGINS, the CMS among them): this rule lets those pages, and no other,
 * send the picker's requests. The token still decides what each request may do.
 */
export function pickerCorsRule(origins: readonly string[]): CorsRule {
  return {
    allowedOrigins: origins.join(','),
    allowedMethods: 'GET,HEAD,PUT,DELETE,OPTIONS',
    allowedHeaders: 'content-type,if-match,if-none-match,x-ms-*',
    exposedHeaders: 'content-length,content-type,date,etag,last-modified,x-ms-*',
    maxAgeInSeconds: 600,
  };
}

async function allowPickerWrites(service: BlobServiceClient, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const wanted = pickerCorsRule(origins);
  const { cors = [] } = await service.getProperties();
  const same = cors.length === 1 && JSON.stringify(cors[0]) === JSON.stringify(wanted);
  if (!same) await service.setProperties({ cors: [wanted] });
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
