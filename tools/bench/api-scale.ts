// The api at scale: for each database engine and each size, a throw-away
// database seeded the same way on every machine, the api in a process of its own against it,
// and the load of api-load.ts. PGlite is the api's default (a folder, in a worker thread); a
// PostgreSQL server is measured when the bench has its URL. Sizes are the normal seed, and the
// normal seed plus the scale-up seed (api/src/seed/scale.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addScaleContent,
  createPgliteDb,
  createPostgresDb,
  type Db,
  migrate,
  runStatement,
  scaleCounts,
  seedDatabase,
} from '@alz/api/database';
import { referenceDayOf } from '@alz/api/testing';
import { loadApi } from './api-load';
import { startApi } from './api-process';
import { apiScalePlan, type ApiRun, type EngineId } from './api-scale-table';

export type { ApiRun, EngineId };
import { onCleanup } from './cleanup';

export const engineLabels: Record<EngineId, string> = {
  pglite: 'PGlite (a folder, in a worker thread)',
  postgres: 'PostgreSQL server',
};

export interface BenchDatabase {
  /** What the api needs to find the database. */
  env: Record<string, string>;
  nodes: number;
  version: string;
  seedSeconds: number;
  /** Removes the database; it is also registered with the bench's cleanup. */
  drop: () => Promise<void>;
}

/** The same URL naming another database on its server. */
function withDatabase(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/**
 * Creates an empty database: a temporary PGlite folder, or `alz_bench_<random>` on the server of
 * `databaseUrl` (a database, not a schema, so the api runs with its own search path exactly as in
 * production). Its removal is registered with the cleanup, so Ctrl-C drops it too.
 */
async function createDatabase(
  engine: EngineId,
  databaseUrl: string | null,
): Promise<{ db: Db; env: Record<string, string>; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-bench-api-'));
    const drop = onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
    return { db: await createPgliteDb(dir), env: { PGLITE_DIR: dir }, drop };
  }
  if (!databaseUrl) throw new Error('Measuring PostgreSQL needs the URL of a server (DATABASE_URL).');
  const name = `alz_bench_${randomBytes(6).toString('hex')}`;
  await runStatement(databaseUrl, `CREATE DATABASE ${name}`);
  // FORCE ends connections an api killed halfway may have left open (PostgreSQL 13 and later).
  const drop = onCleanup(() => runStatement(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = withDatabase(databaseUrl, name);
  return { db: createPostgresDb(url), env: { DATABASE_URL: url }, drop };
}

/**
 * A throw-away database with the normal seed and, from `scale` 1 on, the scale-up seed, both for
 * `referenceDay` (the seed's dates are relative to it; the same day gives the same rows).
 */
export async function seedBenchDatabase(
  engine: EngineId,
  { scale, referenceDay, databaseUrl }: { scale: number; referenceDay: string; databaseUrl: string | null },
): Promise<BenchDatabase> {
  const started = Date.now();
  const { db, env, drop } = await createDatabase(engine, databaseUrl);
  let counted: { nodes: number; version: string } | undefined;
  try {
    await migrate(db);
    await seedDatabase(db, { referenceDay });
    if (scale > 0) await addScaleContent(db, scaleCounts(scale), { referenceDay });
    // addScaleContent ends with this for its tables; both sizes get it for all tables, so neither
    // is measured before or during what autovacuum would do after the load on a server.
    await db.exec('VACUUM ANALYZE');
    const { rows } = await db.query<{ nodes: number; version: string }>(
      'SELECT (SELECT count(*) FROM nodes)::int AS nodes, version() AS version',
    );
    counted = rows[0];
  } finally {
    // PGlite's folder takes one process at a time: the api's, from here on.
    await db.close().catch(() => undefined);
    if (!counted) await drop();
  }
  return {
    env,
    nodes: counted?.nodes ?? 0,
    version: (counted?.version ?? '').replace(/ on \S+, compiled by .*$/, ''),
    seedSeconds: Math.round((Date.now() - started) / 100) / 10,
    drop,
  };
}

export interface ApiScaleOptions {
  /** The scale-up seed's size; 0 measures the normal seed alone. */
  scale: number;
  seconds: number;
  /** The server to measure next to PGlite; null for PGlite alone. */
  databaseUrl: string | null;
  /** What the api runs with besides its database (rate limit, log level). */
  apiEnv: Record<string, string>;
  /** The api's answer cache for the extra run at the largest size (its default); 0 for none. */
  answerCacheSeconds: number;
}

/** Seeds, starts, loads and stops each engine at each size, one at a time. */
export async function measureApiAtScale(options: ApiScaleOptions): Promise<ApiRun[]> {
  // One day for every database, so a run that passes midnight still compares the same rows.
  const referenceDay = referenceDayOf(new Date());
  const runs: ApiRun[] = [];
  for (const { engine, scale, answerCacheSeconds } of apiScalePlan(
    options.scale,
    options.databaseUrl,
    options.answerCacheSeconds,
  )) {
    const size = scale > 0 ? `the normal seed plus --scale ${scale}` : 'the normal seed';
    console.log(`\nThe api on ${engineLabels[engine]} with ${size}: seeding…`);
    const database = await seedBenchDatabase(engine, { scale, referenceDay, databaseUrl: options.databaseUrl });
    console.log(`${database.nodes} nodes in ${database.seedSeconds} s`);
    try {
      for (const seconds of answerCacheSeconds) {
        if (seconds > 0) console.log(`The same with the api's answer cache (${seconds} s), as it runs by default`);
        const api = await startApi({
          ...options.apiEnv,
          ...database.env,
          PGLITE_WORKER: 'true',
          API_RESPONSE_CACHE_SECONDS: String(seconds),
        });
        try {
          const { results, failures } = await loadApi(api.url, options.seconds);
          runs.push({
            engine,
            scale,
            answerCacheSeconds: seconds,
            nodes: database.nodes,
            version: database.version,
            seedSeconds: database.seedSeconds,
            results,
            failures,
          });
        } finally {
          await api.stop();
        }
      }
    } finally {
      await database.drop();
    }
  }
  return runs;
}
