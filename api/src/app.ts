import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { noApplicationFiles, type ApplicationFileStore } from './blob/application-files';
import type { PictureStore } from './blob/pictures';
import { DEFAULT_RATE_LIMITS, DEFAULT_TRUST_PROXY } from './config';
import type { Db } from './db/db';
import { errorBody } from './lib/http-error';
import appPlugins from './plugins/app';
import type { ErrorReportingOptions } from './plugins/app/error-reports-repository';
import type { FileOutboxOptions } from './plugins/app/file-outbox';
import { processHmacKey, redisSpentChallenges, type SpentChallenges } from './plugins/app/proof-of-work';
import externalPlugins from './plugins/external';
import drupalRoutes from './routes/drupal';
import health from './routes/health';
import v1Routes from './routes/v1';

export interface AppOptions {
  db: Db;
  siteUrl: string;
  /** Origins whose pages may write (the forms); by default the origin of siteUrl. */
  allowedOrigins?: readonly string[];
  /** Reads per minute per visitor address; 0 turns every rate limit off (tests fire many from one address). */
  rateLimitMax: number;
  /** Writes per minute per visitor address, for each write route (default 10). */
  writeRateLimitMax?: number;
  /**
   * The forms' proof-of-work (plugins/app/proof-of-work.ts): its key, and whether a form
   * without a solved challenge is refused. Off by default, as the rate limits (tests send
   * forms by the hundred); the server turns it on.
   */
  proofOfWork?: { hmacKey: string; enforce: boolean; spent?: SpentChallenges };
  /**
   * Where the rate limits count and the proof-of-work's spent challenges are kept when several
   * api instances serve one site (REDIS_URL); the caller owns the client. Without: in memory.
   */
  redis?: Redis | null;
  /** Addresses or ranges of the proxies whose X-Forwarded-For names the visitor (default: loopback). */
  trustProxy?: readonly string[];
  /**
   * Seconds the api keeps the answers of its public reads and serves them again without asking
   * the database (plugins/external/response-cache.ts); 0, the default, keeps none (tests).
   */
  responseCacheSeconds?: number;
  /** Where accepted error reports go; by default they are stored and never forwarded (tests). */
  errorReporting?: ErrorReportingOptions;
  /** Without one the app logs nothing (tests). */
  loggerInstance?: FastifyBaseLogger;
  /** Where application attachments go; without one they wait in the database's outbox. */
  applicationFiles?: ApplicationFileStore;
  /** How the attachment outbox times its work (plugins/app/file-outbox.ts); tests make it quick. */
  fileOutbox?: Omit<FileOutboxOptions, 'files'>;
  /** Bearer token of the back-office read access to applications; without one it is not there. */
  backofficeToken?: string | null;
  /** The editors' key for the picker's writes (PICKER_EDITOR_KEY); without one the picker is read-only. */
  pickerEditorKey?: string | null;
  /** The pictures account the picker writes to; without one a valid key gets a 503. */
  pictures?: PictureStore | null;
}

export async function buildApp({
  db,
  siteUrl,
  allowedOrigins = [new URL(siteUrl).origin],
  rateLimitMax,
  writeRateLimitMax = DEFAULT_RATE_LIMITS.writesPerVisitor,
  proofOfWork = { hmacKey: processHmacKey(), enforce: false },
  redis = null,
  trustProxy = DEFAULT_TRUST_PROXY,
  responseCacheSeconds = 0,
  errorReporting = { dsn: null, forward: false },
  loggerInstance,
  applicationFiles,
  fileOutbox,
  backofficeToken = null,
  pickerEditorKey = null,
  pictures = null,
}: AppOptions) {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    // X-Forwarded-For names the visitor (for the rate limit) only when it comes from one of
    // these proxies, and each must set it itself, never pass on the visitor's own.
    // From anywhere else the header is ignored, so it cannot be spoofed.
    trustProxy: [...trustProxy],
    // A picture's name in the picker's address may be 200 characters, each up to three when
    // percent-encoded (schemas/picker.ts); longer parameters still get 414.
    routerOptions: { maxParamLength: 600 },
    // A bad percent-encoding or an over-long parameter is the client's fault: answer in our shape.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(statusCode).send(errorBody(statusCode, error.message));
    },
  });

  // In this order: the app's plugins need the database, and routes need the error handler and
  // the repositories (conventions, "api/ follows fastify/demo").
  const rateLimits =
    rateLimitMax > 0 ? { readsPerVisitor: rateLimitMax, writesPerVisitor: writeRateLimitMax, redis } : null;
  const spent =
    proofOfWork.spent ??
    (redis
      ? redisSpentChallenges(redis, (err) =>
          app.log.warn({ err }, 'Redis not reachable; spent challenges kept in this process'),
        )
      : undefined);
  await app.register(externalPlugins, { db, rateLimits, responseCacheSeconds });
  await app.register(appPlugins, {
    siteUrl,
    allowedOrigins,
    errorReporting,
    applicationFiles: applicationFiles ?? noApplicationFiles,
    fileOutbox,
    proofOfWork: { ...proofOfWork, ...(spent && { spent }) },
  });
  await app.register(health);
  await app.register(drupalRoutes, { prefix: '/api/drupal' });
  await app.register(v1Routes, { prefix: '/api/v1', backofficeToken, pickerEditorKey, pictures });

  return app;
}
