import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import database from './database';
import helmet, { autoConfig as helmetConfig } from './helmet';
import multipart, { autoConfig as multipartConfig } from './multipart';
import rateLimit, { autoConfig as rateLimitConfig } from './rate-limit';

export interface ExternalOptions {
  db: Db;
  /** Requests per minute per visitor; 0 leaves the rate limit out. */
  rateLimitMax: number;
}

/**
 * The third-party plugins and the database, for the whole app: wrapped with fastify-plugin so
 * their hooks, parsers and the `db` decorator reach every route registered after them.
 */
export default fp<ExternalOptions>(
  async (app, { db, rateLimitMax }) => {
    await app.register(helmet, helmetConfig);
    if (rateLimitMax > 0) await app.register(rateLimit, { ...rateLimitConfig, max: rateLimitMax });
    await app.register(multipart, multipartConfig);
    await app.register(database, { db });
  },
  { name: 'external-plugins' },
);
