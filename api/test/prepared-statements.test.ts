import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_PREPARED_STATEMENTS, type Db } from '../src/db/db';
import { createPgliteDb } from '../src/db/pglite-db';
import { createPgliteWorkerDb } from '../src/db/pglite-worker-db';
import { BACKENDS, createTestDb } from './helper';

// The lookups every page view makes (a page by its alias, its breadcrumb's titles) run
// as prepared statements, parsed once. They must answer exactly as a plain query does, on the
// embedded database in the api's thread and in its worker, and on a PostgreSQL server.

const databases: { name: string; open: () => Promise<{ db: Db; dispose: () => Promise<void> }> }[] = [
  {
    name: 'PGlite',
    open: async () => {
      const db = await createPgliteDb('memory');
      return { db, dispose: () => db.close() };
    },
  },
  {
    name: 'PGlite in a worker',
    open: async () => {
      const db = await createPgliteWorkerDb('memory');
      return { db, dispose: () => db.close() };
    },
  },
  ...(BACKENDS.includes('postgres')
    ? [
        {
          name: 'PostgreSQL',
          open: async () => {
            const test = await createTestDb('postgres');
            return { db: test.db, dispose: () => test.db.close().then(test.dispose) };
          },
        },
      ]
    : []),
];

const SELECT = `SELECT id, title, tags, published, score FROM pages
  WHERE (id = ANY($1::int[]) OR title = $2) AND ($3::boolean IS NULL OR published = $3) ORDER BY id`;

for (const { name, open } of databases) {
  describe(`prepared statements (${name})`, () => {
    let db: Db;
    let dispose: () => Promise<void> = async () => undefined;
    before(async () => {
      ({ db, dispose } = await open());
      await db.exec(`DROP TABLE IF EXISTS pages;
        CREATE TABLE pages (id int PRIMARY KEY, title text NOT NULL, tags text[], published boolean, score float8);
        INSERT INTO pages VALUES (1, 'Wat is dementie?', '{zorg,thuis}', true, 1.5),
          (2, 'Mantelzorg', NULL, false, NULL), (3, 'Geheugentest', '{}', true, 0)`);
    });
    after(() => dispose());

    it('answer as a plain query does, with every kind of value, asked again and again', async () => {
      for (const params of [
        [[1, 3], 'Mantelzorg', null],
        [[2], 'niets', false],
        [[], 'Geheugentest', true],
        [[1, 2, 3], null, null],
      ]) {
        const plain = await db.query(SELECT, params);
        for (let round = 0; round < 7; round += 1) {
          // Seven: PostgreSQL may switch to a generic plan after the fifth run.
          assert.deepEqual(await db.query(SELECT, params, { prepared: true }), plain, JSON.stringify(params));
        }
      }
      const { rows } = await db.query<{ tags: string[] | null; score: number | null }>(SELECT, [[1, 2], null, null], {
        prepared: true,
      });
      assert.deepEqual(
        rows.map((row) => [row.tags, row.score]),
        [
          [['zorg', 'thuis'], 1.5],
          [null, null],
        ],
      );
    });

    it("reject bad input with PostgreSQL's own error, and the next query works", async () => {
      await assert.rejects(
        db.query('SELECT title FROM pages WHERE id = $1', ['geen getal'], { prepared: true }),
        (error: unknown) => {
          assert.equal((error as { code?: string }).code, '22P02');
          return true;
        },
      );
      await assert.rejects(db.query('SELECT nothing FROM pages WHERE id = $1', [1], { prepared: true }));
      const { rows } = await db.query('SELECT title FROM pages WHERE id = $1', [1], { prepared: true });
      assert.deepEqual(rows, [{ title: 'Wat is dementie?' }]);
    });

    it("never read another caller's open transaction, which may still roll back", async () => {
      let inserted!: () => void;
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      const rolledBack = db
        .transaction(async (tx) => {
          await tx.query("INSERT INTO pages VALUES (4, 'Nooit bewaard', NULL, true, NULL)");
          inserted();
          // Time for the lookup below to be asked while this transaction is open.
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new Error('rolled back');
        })
        .catch((error: unknown) => error);
      await insertedYet;
      const { rows } = await db.query('SELECT title FROM pages WHERE id = $1', [4], { prepared: true });
      assert.deepEqual(rows, []);
      assert.match(String(await rolledBack), /rolled back/);
      assert.deepEqual((await db.query('SELECT title FROM pages WHERE id = $1', [4], { prepared: true })).rows, []);
    });

    it('keep no more than a bounded number of statements; the rest run as plain queries', async () => {
      for (let k = 0; k < MAX_PREPARED_STATEMENTS + 10; k += 1) {
        const { rows } = await db.query<{ n: number }>(`SELECT $1::int + ${k} AS n`, [1], { prepared: true });
        assert.deepEqual(rows, [{ n: k + 1 }]);
      }
      if (db.kind === 'pglite') {
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
        assert.ok(rows[0]!.n <= MAX_PREPARED_STATEMENTS, `${rows[0]!.n} statements kept`);
      }
    });
  });
}
