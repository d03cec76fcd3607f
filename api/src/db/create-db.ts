import type { Config } from '../config';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { createPgliteWorkerDb } from './pglite-worker-db';
import { createPostgresDb, type PostgresOptions } from './postgres-db';

export function createDb(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir' | 'pgliteWorker'>,
  postgresOptions: PostgresOptions = {},
): Promise<Db> {
  return config.databaseUrl
    ? Promise.resolve(createPostgresDb(config.databaseUrl, postgresOptions))
    : config.pgliteWorker
      ? createPgliteWorkerDb(config.pgliteDir)
      : createPgliteDb(config.pgliteDir);
}
