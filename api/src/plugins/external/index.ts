import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import caching from './caching';
import compress, { autoConfig as compressConfig } from './compress';
import database from './database';
import helmet, { autoConfig as helmetConfig } from './helmet';
import multipart, { autoConfig as multipartConfig } from './multipart';
import rateLimits, { type RateLimitOptions } from './rate-limit';
import responseCache from './response-cache';

export interface ExternalOptions {
  db: Db;
  /** Per minute; null leaves every rate limit out (tests fire many requests from one address). */
  rateLimits: RateLimitOptions | null;
  /** Seconds the api keeps its public reads' answers (response-cache.ts); 0 keeps none. */
  responseCacheSeconds: number;
}

/**
 * The third-party plugins and the database, for the whole app: wrapped with fastify-plugin so
 * their hooks, parsers and the `db` decorator reach every route registered after them.
 */
export default fp<ExternalOptions>(
  async (app, { db, rateLimits: limits, responseCacheSeconds }) => {
    // First: its onSend hook keeps the body before the others tag and compress it.
    await app.register(responseCache, { seconds: responseCacheSeconds });
    await app.register(caching);
    // Options per app: each keeps its own compressed answers.
    await app.register(compress, compressConfig());
    await app.register(helmet, helmetConfig);
    if (limits) await app.register(rateLimits, limits);
    await app.register(multipart, multipartConfig);
    await app.register(database, { db });
  },
  { name: 'external-plugins' },
);
