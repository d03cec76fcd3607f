import pino from 'pino';
import { buildApp } from './app';
import { azureApplicationFiles } from './blob/application-files';
import { azurePictureStore } from './blob/pictures';
import { seedBlobStorage } from './seed/blob-storage';
import { loadConfigOrExit, type Config } from './config';
import { createDb } from './db/create-db';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed/seed';
import { closeRedis, connectRedis } from './lib/redis';
import { processHmacKey } from './plugins/app/proof-of-work';

const blobSeedTimeoutMs = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gave up after ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function start(config: Config, logger: pino.Logger) {
  let db: Db | undefined;
  try {
    db = await createDb(config, {
      onIdleError: (err) => logger.warn({ err }, 'lost an idle database connection'),
    });
    const applied = await migrate(db);
    logger.info({ database: db.kind, applied }, 'database migrated');
    const seeded = await seedIfEmpty(db, { referenceDay: config.seedReferenceDay });
    if (seeded) logger.info(seeded, 'database seeded');

    // Seeded before listening, so a listening api means a ready site. Pictures are optional for
    // the api itself: without the emulator it warns and still serves content.
    await withTimeout(seedBlobStorage(config, logger), blobSeedTimeoutMs).catch((err: unknown) =>
      logger.warn({ err }, 'blob storage not reachable; pictures were not seeded'),
    );

    // Shared by every api instance of the site when set (the rate limits, the spent challenges).
    const redis = config.redisUrl
      ? await connectRedis(config.redisUrl, (err) => logger.warn({ err }, 'Redis not reachable'))
      : null;

    const app = await buildApp({
      db,
      redis,
      siteUrl: config.siteUrl,
      allowedOrigins: config.allowedOrigins,
      rateLimitMax: config.rateLimitMax,
      writeRateLimitMax: config.rateLimitWriteMax,
      // Always on for the real site: the forms' browsers solve a challenge before they send.
      proofOfWork: { hmacKey: config.altchaHmacKey ?? processHmacKey(), enforce: true },
      trustProxy: config.trustProxy,
      responseCacheSeconds: config.responseCacheSeconds,
      errorReporting: { dsn: config.sentryDsn, forward: config.sentryForward },
      loggerInstance: logger,
      applicationFiles: azureApplicationFiles(config.applicationsStorageConnectionString),
      backofficeToken: config.backofficeToken,
      pickerEditorKey: config.pickerEditorKey,
      pictures: azurePictureStore(config.azureStorageConnectionString),
    });
    if (redis) app.addHook('onClose', () => closeRedis(redis));
    await app.listen({ port: config.port, host: config.host });
    logger.info(`api listening on http://${config.host}:${config.port}`);

    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        logger.info({ signal }, 'shutting down');
        app.close().then(
          () => process.exit(0),
          (err: unknown) => {
            logger.error({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
      });
    }
  } catch (err) {
    logger.fatal({ err }, 'api failed to start');
    await db?.close().catch(() => undefined);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
await start(config, pino({ level: config.logLevel }));
