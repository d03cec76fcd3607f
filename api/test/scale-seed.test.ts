import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { generateSeedContent } from '../src/seed/generate';
import { addScaleContent, generateScaleContent, SCALE_NID_BASE, scaleCounts } from '../src/seed/scale';
import type { DrupalNode } from '../src/types/wire';
import { BACKENDS, getJson, useApp } from './helper';

// Small, so the suite stays quick; the shapes are the same at 20,000.
const COUNTS = scaleCounts(300);
// A fixed day, so a run across midnight cannot tell two runs apart.
const OPTIONS = { referenceDay: '2026-11-01' };

interface SearchAnswer {
  Total: number;
  Documents: { Id: number; Title: string; Data: { Path: string } }[];
}

const scaleRows = async (db: Db) =>
  (
    await db.query(
      'SELECT nid, type, title, alias, created, changed, body_text, data, search::text FROM nodes WHERE nid >= $1 ORDER BY nid',
      [SCALE_NID_BASE],
    )
  ).rows;

describe('scale content', () => {
  it('is the same for the same counts, and its first nodes do not depend on the count', () => {
    const first = generateScaleContent(COUNTS, OPTIONS);
    assert.equal(JSON.stringify(generateScaleContent(COUNTS, OPTIONS)), JSON.stringify(first));
    const larger = generateScaleContent(scaleCounts(600), OPTIONS);
    const pages = (nodes: typeof first) => nodes.filter((node) => node.type === 'content_page');
    assert.deepEqual(pages(larger).slice(0, COUNTS.pages), pages(first));
  });

  it('has n pages and news items, the other kinds in proportion, and ids and aliases of its own', () => {
    assert.deepEqual(scaleCounts(20_000), {
      pages: 12_000,
      news: 8_000,
      locations: 500,
      activities: 10_000,
      vacancies: 3_000,
    });
    const nodes = generateScaleContent(COUNTS, OPTIONS);
    const total = Object.values(COUNTS).reduce((sum, count) => sum + count, 0);
    assert.equal(nodes.length, total);
    const seeded = generateSeedContent(OPTIONS).nodes;
    const nids = new Set([...seeded, ...nodes].map((node) => node.nid));
    const aliases = new Set([...seeded, ...nodes].map((node) => node.alias));
    assert.equal(nids.size, seeded.length + total);
    assert.equal(aliases.size, seeded.length + total);
    assert.ok(nodes.every((node) => node.nid >= SCALE_NID_BASE));
    const news = nodes.filter((node) => node.type === 'news');
    assert.ok(news.every((node) => node.data.field_publication_date && node.data.field_header_image));
    assert.ok(news.some((node) => node.data.field_regio) && news.some((node) => !node.data.field_regio));
  });
});

for (const backend of BACKENDS) {
  describe(`scale content in the database (${backend})`, () => {
    const context = useApp(backend);
    let written = 0;
    before(async () => {
      written = await addScaleContent(context.db, COUNTS, OPTIONS);
    });

    it('writes the same rows again when run twice', async () => {
      const rows = await scaleRows(context.db);
      assert.equal(rows.length, written);
      assert.equal(await addScaleContent(context.db, COUNTS, OPTIONS), written);
      assert.deepEqual(await scaleRows(context.db), rows);
    });

    it('is found by the site search and served by alias', async () => {
      const nodes = generateScaleContent(COUNTS, OPTIONS);
      const page = nodes.find((node) => node.type === 'content_page')!;
      const news = nodes.find((node) => node.type === 'news' && / in [A-Z]/.test(node.title))!;
      for (const [node, contentType] of [
        [page, 'informatie'],
        [news, 'nieuws'],
      ] as const) {
        let found = false;
        // Titles share words with other nodes: look through the first few pages of results.
        for (let p = 0; p < 5 && !found; p += 1) {
          const query = new URLSearchParams({ query: node.title, contentType, page: String(p) });
          const { status, body } = await getJson<SearchAnswer>(context.app, `/api/v1/es/search?${query}`);
          assert.equal(status, 200);
          found = body.Documents.some((document) => document.Id === node.nid && document.Data.Path === node.alias);
          if (body.Documents.length < 10) break;
        }
        assert.ok(found, `"${node.title}" is found`);
        const { status, body } = await getJson<DrupalNode>(context.app, `/api/drupal${node.alias}`);
        assert.equal(status, 200);
        assert.equal(body.title, node.title);
      }
    });
  });
}
