import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { dropAllTables, migrate } from '../src/db/migrate';
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
  };
}

describe('seed content', () => {
  it('is the same on every call', () => {
    assert.deepEqual(generateSeedContent(), generateSeedContent());
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
        ],
      );
    });

    it('seeds an empty database only', async () => {
      assert.equal(await isDatabaseEmpty(db), true);
      assert.ok(await seedIfEmpty(db));
      assert.equal(await seedIfEmpty(db), null);
    });

    it('writes identical rows when seeded again from scratch', async () => {
      const first = await snapshot(db);
      await dropAllTables(db);
      await migrate(db);
      await seedDatabase(db);
      assert.deepEqual(await snapshot(db), first);
    });
  });
}
