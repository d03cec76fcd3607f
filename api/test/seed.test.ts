import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { dropAllTables, migrate } from '../src/db/migrate';
import { REFERENCE_LAG_DAYS, referenceDayOf } from '../src/seed/dates';
import { generateSeedContent } from '../src/seed/generate';
import { isDatabaseEmpty, seedDatabase, seedIfEmpty } from '../src/seed/seed';
import { BACKENDS, createTestDb } from './helper';

async function snapshot(db: Db) {
  const nodes = await db.query(
    'SELECT nid, type, title, alias, created, changed, body_text, data, search::text FROM nodes ORDER BY nid',
  );
  const rows = async (sql: string) => (await db.query(sql)).rows;
  return {
    nodes: nodes.rows,
    menus: await rows('SELECT * FROM menu_items ORDER BY id'),
    revisions: await rows('SELECT * FROM node_revisions ORDER BY nid, vid'),
    slideIns: await rows('SELECT * FROM slide_ins ORDER BY id'),
    redirects: await rows('SELECT * FROM redirects ORDER BY id'),
    styleRules: await rows('SELECT * FROM style_rules ORDER BY id'),
    memoryTestTexts: await rows('SELECT * FROM memory_test_texts ORDER BY id'),
  };
}

const DAY = 86_400_000;
const shiftDay = (day: string, days: number) => new Date(Date.parse(day) + days * DAY).toISOString().slice(0, 10);

/** Every date field of the activities, highlights and vacancies the api compares with the clock. */
function datedFields(content: ReturnType<typeof generateSeedContent>) {
  return content.nodes.flatMap((node) =>
    [node.data.field_start_date, node.data.field_end_date]
      .filter((value): value is string => typeof value === 'string')
      .map((value) => ({ nid: node.nid, value })),
  );
}

describe('seed content', () => {
  it('is the same on every call with the same reference day', () => {
    assert.deepEqual(
      JSON.stringify(generateSeedContent({ referenceDay: '2027-05-04' })),
      JSON.stringify(generateSeedContent({ referenceDay: '2027-05-04' })),
    );
  });

  it('dates its content from the day it runs, so listings keep their shape as time passes', () => {
    const today = new Date().toISOString().slice(0, 10);
    assert.equal(referenceDayOf(new Date()), shiftDay(today, -REFERENCE_LAG_DAYS));
    assert.equal(referenceDayOf(new Date('2027-03-01T23:59:00Z')), '2027-02-08');
    // Without a day, today's: the same rows as with today's reference day given.
    const now = generateSeedContent();
    assert.deepEqual(generateSeedContent({ referenceDay: referenceDayOf(new Date()) }), now);
    // A later reference day moves every date by as many days and leaves everything else alone.
    const later = generateSeedContent({ referenceDay: shiftDay(referenceDayOf(new Date()), 400) });
    assert.deepEqual(
      datedFields(later),
      datedFields(now).map(({ nid, value }) => ({
        nid,
        value: value.length === 10 ? shiftDay(value, 400) : new Date(Date.parse(value) + 400 * DAY).toISOString(),
      })),
    );
    assert.equal(Date.parse(later.nodes[0]!.created) - Date.parse(now.nodes[0]!.created), 400 * DAY);
    assert.deepEqual(
      later.nodes.map((node) => [node.nid, node.alias, node.body_text]),
      now.nodes.map((node) => [node.nid, node.alias, node.body_text]),
    );
  });

  it('refuses a reference day that is no calendar day', () => {
    for (const referenceDay of ['2027-02-30', '1-11-2026', '2026-11-01T09:00:00Z']) {
      assert.throws(() => generateSeedContent({ referenceDay }), /YYYY-MM-DD/, referenceDay);
    }
  });

  it('has unique node ids, aliases and paragraph ids', () => {
    const { nodes } = generateSeedContent();
    assert.equal(new Set(nodes.map((node) => node.nid)).size, nodes.length);
    assert.equal(new Set(nodes.map((node) => node.alias)).size, nodes.length);
    const paragraphIds = nodes.flatMap((node) => node.data.field_page_content.map((block) => block.id));
    assert.equal(new Set(paragraphIds).size, paragraphIds.length);
  });

  it('gives every node meta tags', () => {
    for (const { alias, data } of generateSeedContent().nodes) {
      const tags = data.field_meta_tags;
      assert.ok(tags?.title && tags.description, alias);
    }
  });

  it('asks to hide the pre-footer only on the donation page; the path rules live in the site', () => {
    const hidden = generateSeedContent()
      .nodes.filter((node) => node.data.field_disable_prefooter)
      .map((node) => node.alias);
    assert.deepEqual(hidden, ['/doneren']);
  });
});

for (const backend of BACKENDS) {
  describe(`migrations and seeding (${backend})`, () => {
    let db: Db;
    let dispose: () => Promise<void>;

    before(async () => {
      ({ db, dispose } = await createTestDb(backend));
    });
    after(async () => {
      await db.close();
      await dispose();
    });

    it('applies migrations once; a second run changes nothing', async () => {
      assert.deepEqual(await migrate(db), [
        '001_init',
        '002_site_features',
        '003_taxonomies',
        '004_applications',
        '005_geography',
        '006_region_newsletter',
        '007_memory_test_texts',
        '008_search',
        '009_search_documents',
        '010_newsletter_signups',
        '011_listing_columns',
        '012_covering_indexes',
        '013_search_ranks',
        '014_vacancy_count',
        '015_application_file_outbox',
        '016_search_longer_forms',
      ]);
      assert.deepEqual(await migrate(db), []);
      const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
      assert.deepEqual(
        rows.map((row) => row.version),
        [
          '001_init',
          '002_site_features',
          '003_taxonomies',
          '004_applications',
          '005_geography',
          '006_region_newsletter',
          '007_memory_test_texts',
          '008_search',
          '009_search_documents',
          '010_newsletter_signups',
          '011_listing_columns',
          '012_covering_indexes',
          '013_search_ranks',
          '014_vacancy_count',
          '015_application_file_outbox',
          '016_search_longer_forms',
        ],
      );
    });

    // A fixed day, so a run across midnight cannot tell two seeds apart.
    const options = { referenceDay: '2026-11-01' };

    it('seeds an empty database only, once when two instances start together', async () => {
      assert.equal(await isDatabaseEmpty(db), true);
      const both = await Promise.all([seedIfEmpty(db, options), seedIfEmpty(db, options)]);
      assert.equal(both.filter((result) => result !== null).length, 1);
      const { rows } = await db.query<{ count: string }>('SELECT count(*) AS count FROM nodes');
      assert.equal(Number(rows[0]?.count), both.find((result) => result !== null)?.nodes);
      assert.equal(await seedIfEmpty(db, options), null);
    });

    it('writes identical rows when seeded again from scratch with the same reference day', async () => {
      const first = await snapshot(db);
      await dropAllTables(db);
      await migrate(db);
      await seedDatabase(db, options);
      assert.deepEqual(await snapshot(db), first);
    });
  });
}
