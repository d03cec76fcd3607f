// The search bench's throw-away database: PGlite in a temporary folder (as the api keeps it by
// default), a schema of its own on the PostgreSQL server of a URL, or a server of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgliteDb, createPostgresDb, type Db, runStatement } from '@alz/api/database';
import { startPostgres } from '../postgres-server';
import { onCleanup } from './cleanup';

export type DatabaseChoice = { kind: 'pglite' } | { kind: 'url'; url: string } | { kind: 'own server' };

export interface BenchDatabase {
  db: Db;
  /** What the report names: the backend, and the server's own version line. */
  backend: string;
  version: string;
}

/** Opens an empty database; its removal is registered with the bench's cleanup. */
export async function openBenchDatabase(choice: DatabaseChoice): Promise<BenchDatabase> {
  let db: Db;
  let backend: string;
  if (choice.kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-bench-search-'));
    onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
    db = await createPgliteDb(dir);
    backend = 'PGlite (embedded, in a folder)';
  } else {
    let url: string;
    if (choice.kind === 'own server') {
      const server = await startPostgres();
      if (!server) throw new Error('--postgres needs PostgreSQL installed (Debian package postgresql).');
      onCleanup(() => server.stop());
      url = server.url;
      backend = 'PostgreSQL (a server of its own on loopback)';
    } else {
      url = choice.url;
      backend = 'PostgreSQL (DATABASE_URL)';
    }
    // A schema of its own, so the bench never touches the tables of a database in use.
    const schema = `alz_bench_search_${process.pid}`;
    await runStatement(url, `CREATE SCHEMA ${schema}`);
    onCleanup(() => runStatement(url, `DROP SCHEMA ${schema} CASCADE`));
    db = createPostgresDb(url, { schema });
  }
  // The app closes the database when it closes; the cleanup does when the run fails before that.
  const close = db.close.bind(db);
  let closing: Promise<void> | null = null;
  db = { ...db, close: () => (closing ??= close()) };
  onCleanup(() => db.close());
  const { rows } = await db.query<{ version: string }>('SELECT version() AS version');
  return { db, backend, version: (rows[0]?.version ?? '').replace(/ on \S+, compiled by .*$/, '') };
}
