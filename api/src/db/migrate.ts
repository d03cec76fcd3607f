import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const migrationsDir = join(import.meta.dirname ?? dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number works; it only has to be the same for every process that migrates.
const MIGRATION_LOCK_ID = 7_351_001;

/** Applies the pending `NNN_name.sql` files in order; returns the versions it applied. */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name)).sort();
  const applied = await db.transaction(async (tx) => {
    // Two api instances starting together against one server must not both apply a migration.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      await tx.exec(await readFile(join(migrationsDir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
    return applied;
  });
  // A migration that rewrites `nodes` (011 adds stored columns) leaves it without a visibility
  // map, so counts could not be answered from an index alone; PGlite has no autovacuum to make
  // one. VACUUM cannot run inside the migration's transaction, hence here.
  if (applied.length > 0) await db.exec('VACUUM ANALYZE nodes');
  return applied;
}

/** Drops every table of the current schema, so `seed --reset` starts from nothing. */
export async function dropAllTables(db: Db): Promise<void> {
  const { rows } = await db.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = current_schema()',
  );
  if (rows.length === 0) return;
  const names = rows.map((row) => `"${row.tablename.replaceAll('"', '""')}"`).join(', ');
  await db.exec(`DROP TABLE IF EXISTS ${names} CASCADE`);
}
