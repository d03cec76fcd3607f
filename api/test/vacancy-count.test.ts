import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKENDS, getJson, useApp } from './helper';

// The list of all vacancies takes its total from a count the database keeps (migration
// 014) instead of counting every vacancy per call. The total must stay the number of vacancies
// the list really shows, whatever editors do to the nodes.

interface Page {
  Total: number;
  Items: { Id: number }[];
}

for (const backend of BACKENDS) {
  describe(`the count of all vacancies (${backend})`, () => {
    const context = useApp(backend);
    const list = async (page: number) =>
      (await getJson<Page>(context.app, `/api/v1/region/vacancies/search?page=${page}&pageSize=50`)).body;

    /** The total the list says, and the vacancies it shows when paged to the end. */
    async function totalAndShown() {
      const first = await list(0);
      const ids = first.Items.map((item) => item.Id);
      for (let page = 1; page * 50 < first.Total + 50; page += 1)
        ids.push(...(await list(page)).Items.map((item) => item.Id));
      return { total: first.Total, shown: new Set(ids).size };
    }

    const expectCounted = async (what: string) => {
      const { total, shown } = await totalAndShown();
      assert.equal(total, shown, what);
      return total;
    };

    it('is the number of vacancies the list shows, after every kind of change', async () => {
      const { db } = context;
      const start = await expectCounted('as seeded');
      const [vacancy] = (
        await db.query<{ nid: number }>(
          "SELECT nid FROM nodes WHERE status AND type = 'regio_vacancies' AND title <> 'Open sollicitatie' ORDER BY nid LIMIT 1",
        )
      ).rows;
      assert.ok(vacancy, 'a regional vacancy in the seed');

      // A new vacancy: a copy of one under a new number and address (the columns it stores).
      const columns = (
        await db.query<{ name: string }>(
          `SELECT column_name AS name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = 'nodes' AND is_generated = 'NEVER'`,
        )
      ).rows.map((row) => row.name);
      const copied = columns.map((name) =>
        name === 'nid' ? '9000001' : name === 'alias' ? "'/vacature-kopie'" : name,
      );
      await db.query(
        `INSERT INTO nodes (${columns.join(', ')}) SELECT ${copied.join(', ')} FROM nodes WHERE nid = $1`,
        [vacancy.nid],
      );
      assert.equal(await expectCounted('a vacancy added'), start + 1);

      // Each change, and the total the list must then show.
      const changes: [what: string, sql: string, total: number][] = [
        ['unpublished', 'UPDATE nodes SET status = false WHERE nid = 9000001', start],
        ['published again', 'UPDATE nodes SET status = true WHERE nid = 9000001', start + 1],
        ['now an open application', "UPDATE nodes SET title = 'Open sollicitatie' WHERE nid = 9000001", start],
        ['a vacancy again', "UPDATE nodes SET title = 'Wandelmaatje (kopie)' WHERE nid = 9000001", start + 1],
        ['now a page', "UPDATE nodes SET type = 'page' WHERE nid = 9000001", start],
        ['a national vacancy', "UPDATE nodes SET type = 'vacancies' WHERE nid = 9000001", start + 1],
        // A save that changes nothing, of many nodes at once, vacancies among them.
        ['every node saved unchanged', 'UPDATE nodes SET title = title', start + 1],
        ['deleted', 'DELETE FROM nodes WHERE nid = 9000001', start],
      ];
      for (const [what, sql, total] of changes) {
        await db.query(sql);
        assert.equal(await expectCounted(what), total);
      }
      await db.transaction(async (tx) => {
        await tx.query("UPDATE nodes SET status = false WHERE type IN ('vacancies', 'regio_vacancies')");
      });
      assert.equal(await expectCounted('every vacancy unpublished'), 0);
      await db.query("UPDATE nodes SET status = true WHERE type IN ('vacancies', 'regio_vacancies')");
      assert.equal(await expectCounted('every vacancy published'), start);
    });
  });
}
