import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable } from './db';

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL: persisted in `dir`, or in memory when dir is 'memory'.
 * `loadDataDir` starts from a dump (PGlite's dumpDataDir) instead of running initdb.
 */
export async function createPgliteDb(dir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (dir !== 'memory') await mkdir(dir, { recursive: true });
  // pg_trgm finds place names and search terms with small typos (migrations 005, 008); unaccent
  // lets site search ignore accents (migration 008).
  const pglite = await PGlite.create({
    ...(dir === 'memory' ? {} : { dataDir: dir }),
    ...options,
    extensions: { pg_trgm, unaccent },
  });
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}
