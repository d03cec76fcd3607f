import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { withSearchSettings } from '../src/db/search-config';
import { SEARCH_SQL as NEWS_SEARCH_SQL } from '../src/plugins/app/news-repository';
import { COUNT_SQL, PAGE_SQL } from '../src/plugins/app/search-sql';
import { addScaleContent, scaleCounts } from '../src/seed/scale';
import { BACKENDS, getJson, useApp } from './helper';

// A search for one word reads its count and its first pages from what migration 013
// keeps ready (search_lexemes, search_title_postings) instead of counting and ranking every
// document with the word. The answers must be those of ranking every document: each is compared
// with the statement that does (search-sql's last tier, news-repository's SEARCH_SQL), for the
// most common title words and words with longer forms in many documents (migration 016), every
// filter, and pages at the start, in the middle and at the end of the titles. And the kept rows
// must stay those the nodes give after every kind of write.

interface SiteAnswer {
  Total: number;
  Documents: { Id: number }[];
}
interface NewsAnswer {
  TotalItems: number;
  Items: { Id: number }[];
}

const FILTERS = {
  alle: [null, []],
  informatie: [null, ['news', 'regio_nieuws', 'regio', 'location', 'activiteit']],
  nieuws: [['news', 'regio_nieuws'], []],
  regio: [['regio', 'location', 'activiteit'], []],
} as const;

// The kept rows, and the rows the nodes give now; equal when the triggers kept up.
const KEPT_COUNTS = `SELECT lexeme, type, region, listed, documents FROM search_lexemes WHERE documents <> 0`;
const NODE_COUNTS = `SELECT word.lexeme, type, coalesce(region_id, 0), listed, count(*)::int
  FROM nodes, unnest(search) AS word WHERE status GROUP BY 1, 2, 3, 4`;
const KEPT_TITLES = `SELECT lexeme, nid, type, region_id, listed, published, rank FROM search_title_postings`;
const NODE_TITLES = `SELECT word.lexeme, nid, type, region_id, listed, published,
    ts_rank('{0.1, 0.2, 0.4, 1.0}', search, quote_literal(word.lexeme)::tsquery)
  FROM nodes, unnest(ts_filter(search, '{a}')) AS word WHERE status`;

for (const backend of BACKENDS) {
  describe(`search ranks kept ready (${backend})`, () => {
    const context = useApp(backend);
    /** The most common title words: many titles, so their first pages come from the kept ranks. */
    let words: { lexeme: string; titles: number }[] = [];
    /**
     * Words in fewer documents than their longer forms (migration 016: "mantelzorg" and
     * "mantelzorgers", "onderzoek" and "onderzoeker"), which count and come after them.
     */
    let longerForms: { lexeme: string; titles: number }[] = [];

    before(async () => {
      await addScaleContent(context.db, scaleCounts(1500));
      const { rows } = await context.db.query<{ lexeme: string; titles: number }>(
        `SELECT lexeme, count(*)::int AS titles FROM search_title_postings WHERE listed
         GROUP BY lexeme ORDER BY 2 DESC, 1 LIMIT 6`,
      );
      words = rows;
      ({ rows: longerForms } = await context.db.query<{ lexeme: string; titles: number }>(
        `SELECT lexeme, (SELECT count(*) FROM search_title_postings AS title
           WHERE title.lexeme = word.lexeme AND listed)::int AS titles
         FROM unnest($1::text[]) AS word (lexeme)`,
        [['mantelzorg', 'onderzoek']],
      ));
    });

    const differences = async (kept: string, fromNodes: string) => {
      const { rows } = await context.db.query<{ extra: number; missing: number }>(
        `SELECT (SELECT count(*) FROM (${kept} EXCEPT ALL ${fromNodes}) AS extra)::int AS extra,
                (SELECT count(*) FROM (${fromNodes} EXCEPT ALL ${kept}) AS missing)::int AS missing`,
      );
      return rows[0];
    };

    it('gives a word its count and the pages that ranking every document gives, in every filter', async () => {
      assert.ok(words.length === 6 && words[5]!.titles > 30, JSON.stringify(words));
      for (const { lexeme, titles } of [...words, ...longerForms]) {
        for (const [filter, params] of Object.entries(FILTERS)) {
          const reference = await withSearchSettings(context.db, async (tx) => {
            const { rows } = await tx.query<{ total: number }>(COUNT_SQL, [lexeme, ...params]);
            const total = rows[0]!.total;
            // The first pages, the page where the titles end, and one past the last page.
            const pages = [0, 1, Math.floor(titles / 10), Math.ceil(total / 10)];
            const ids = [];
            for (const page of pages) {
              const hits = await tx.query<{ nid: number }>(PAGE_SQL.all, [lexeme, ...params, page * 10]);
              ids.push(hits.rows.map((hit) => hit.nid));
            }
            return { total, pages, ids };
          });
          for (const [i, page] of reference.pages.entries()) {
            const url = `/api/v1/es/search?query=${encodeURIComponent(lexeme)}&contentType=${filter}&page=${page}`;
            const { status, body } = await getJson<SiteAnswer>(context.app, url);
            assert.equal(status, 200, url);
            assert.equal(body.Total, reference.total, url);
            assert.deepEqual(
              body.Documents.map((document) => document.Id),
              reference.ids[i],
              url,
            );
          }
        }
      }
    });

    it('gives a word in the news the pages that ranking every news item gives, nationally and in a region', async () => {
      const { rows: regions } = await context.db.query<{ region_id: number }>(
        `SELECT region_id FROM nodes WHERE type = 'news' AND status AND region_id IS NOT NULL
         GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      );
      for (const { lexeme } of words) {
        for (const regionId of [null, regions[0]!.region_id]) {
          for (const page of [0, 1, 3, 40]) {
            const { rows } = await context.db.query<{ nid: number; total: number }>(NEWS_SEARCH_SQL, [
              lexeme,
              page * 10,
              regionId,
            ]);
            const url =
              regionId === null
                ? `/api/v1/es/news/search?query=${encodeURIComponent(lexeme)}&page=${page}`
                : `/api/v1/region/news-search?query=${encodeURIComponent(lexeme)}&page=${page}&regionId=${regionId}`;
            const { status, body } = await getJson<NewsAnswer>(context.app, url);
            assert.equal(status, 200, url);
            assert.deepEqual(
              body.Items.map((item) => item.Id),
              rows.map((row) => row.nid),
              url,
            );
            if (rows[0]) assert.equal(body.TotalItems, rows[0].total, url);
          }
        }
      }
    });

    it('keeps the counts and title ranks exact through new, changed, unpublished and deleted nodes', async () => {
      const { db } = context;
      const exact = async (step: string) => {
        assert.deepEqual(await differences(KEPT_COUNTS, NODE_COUNTS), { extra: 0, missing: 0 }, `${step}: counts`);
        assert.deepEqual(await differences(KEPT_TITLES, NODE_TITLES), { extra: 0, missing: 0 }, `${step}: titles`);
      };
      await exact('seeded');
      const { rows } = await db.query<{ nid: number }>(
        `SELECT nid FROM nodes WHERE status AND type = 'news' ORDER BY nid LIMIT 3`,
      );
      const [first, second, third] = rows.map((row) => row.nid);
      await db.query(`UPDATE nodes SET title = title || ' over zeepbellen' WHERE nid = $1`, [first]);
      await exact('title changed');
      const found = await getJson<NewsAnswer>(context.app, '/api/v1/es/news/search?query=zeepbellen');
      assert.deepEqual(
        found.body.Items.map((item) => item.Id),
        [first],
      );
      assert.equal(found.body.TotalItems, 1);
      await db.query(`UPDATE nodes SET status = false WHERE nid = ANY($1)`, [[first, second]]);
      await exact('unpublished');
      assert.equal(
        (await getJson<NewsAnswer>(context.app, '/api/v1/es/news/search?query=zeepbellen')).body.TotalItems,
        0,
      );
      await db.query(`UPDATE nodes SET status = true WHERE nid = $1`, [second]);
      await db.query(`UPDATE nodes SET data = data || '{"field_hide_in_search": true}' WHERE nid = $1`, [third]);
      await exact('published again, kept out of site search');
      await db.query(`UPDATE nodes SET changed = changed WHERE type = 'news'`);
      await exact('saved unchanged');
      await db.query(`DELETE FROM nodes WHERE nid = $1`, [third]);
      await exact('deleted');
    });
  });
}
