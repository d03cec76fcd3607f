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

/** PGlite with the extensions the migrations use, persisted in `dir` or in memory for 'memory'. */
export async function openPglite(dir: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  if (dir !== 'memory') await mkdir(dir, { recursive: true });
  // pg_trgm finds place names and search terms with small typos (migrations 005, 008); unaccent
  // lets site search ignore accents (migration 008).
  return PGlite.create({
    ...(dir === 'memory' ? {} : { dataDir: dir }),
    ...options,
    extensions: { pg_trgm, unaccent },
  });
}

/**
 * Embedded PostgreSQL in the calling thread: persisted in `dir`, or in memory when dir is
 * 'memory'. `loadDataDir` starts from a dump (PGlite's dumpDataDir) instead of running initdb.
 */
export async function createPgliteDb(dir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const pglite = await openPglite(dir, options);
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}
