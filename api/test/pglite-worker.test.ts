import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { createPgliteWorkerDb } from '../src/db/pglite-worker-db';

// The embedded database in a worker thread is the same Db as in-process.
describe('PGlite in a worker thread', () => {
  let db: Db;
  before(async () => {
    db = await createPgliteWorkerDb('memory');
    await db.exec('CREATE TABLE signups (email text PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
  });
  after(() => db.close());

  it('answers queries with parameters, rows as in-process (dates as Date)', async () => {
    await db.query('INSERT INTO signups (email) VALUES ($1), ($2)', ['a@example.org', 'b@example.org']);
    const { rows } = await db.query<{ email: string; at: Date }>('SELECT email, at FROM signups ORDER BY email');
    assert.deepEqual(
      rows.map((row) => row.email),
      ['a@example.org', 'b@example.org'],
    );
    assert.ok(rows[0]!.at instanceof Date);
  });

  it("passes PostgreSQL's error fields on, so callers can tell a duplicate (23505)", async () => {
    await assert.rejects(db.query('INSERT INTO signups (email) VALUES ($1)', ['a@example.org']), (error: unknown) => {
      assert.equal((error as { code?: string }).code, '23505');
      assert.match((error as Error).message, /duplicate key/);
      return true;
    });
  });

  it('commits a transaction, and rolls one back when its function throws', async () => {
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM signups')).rows[0]!.n;
    const before = await count();
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO signups (email) VALUES ($1)', ['c@example.org']);
      await tx.exec("INSERT INTO signups (email) VALUES ('d@example.org')");
    });
    assert.equal(await count(), before + 2);
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO signups (email) VALUES ($1)', ['e@example.org']);
        throw new Error('afgebroken');
      }),
      /afgebroken/,
    );
    assert.equal(await count(), before + 2);
  });

  it('keeps answering other queries while one is running', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => db.query<{ n: number }>('SELECT $1::int AS n', [index])),
    );
    assert.deepEqual(
      answers.map((answer) => answer.rows[0]!.n),
      Array.from({ length: 20 }, (_, index) => index),
    );
  });
});
