import fp from 'fastify-plugin';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DatabaseOptions {
  db: Db;
}

/** Shares the (already migrated) database with the app and closes it with the app. */
export default fp<DatabaseOptions>(
  async (app, { db }) => {
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
  },
  { name: 'database' },
);
