import fp from 'fastify-plugin';
import { toImage } from '@alz/shared/media/image';
import type { Db } from '../../db/db';
import { oneWordOf, oneWordPage, SEARCH_CONFIG, type OneWordRow } from '../../db/search-config';
import { stripHtml } from '../../lib/html-text';
import { isRecord } from '@alz/shared/wire/read';

declare module 'fastify' {
  interface FastifyInstance {
    newsRepository: ReturnType<typeof create>;
  }
}

/** spec 1 §9: news overview page size 10; pages count from 0 (spec 1 §7). */
export const NEWS_PAGE_SIZE = 10;
/** Enough for the desktop latest-news block; mobile picks at most 3 of them (spec 1 §9). */
export const LATEST_NEWS_LIMIT = 12;

/** A news item's picture: its card image, else its header image (site search shows it too). */
export const NEWS_IMAGE_SQL = `COALESCE(NULLIF(data->'field_card_image', 'null'::jsonb), data->'field_header_image')`;

const COLUMNS = `nid, title, alias,
  data->'field_introduction_wysiwyg'->>'value' AS intro,
  nodes.published,
  ${NEWS_IMAGE_SQL} AS image,
  data->'field_news_category' AS category,
  data->'field_regio' AS region,
  data->'field_hide_from_homepage' AS hidden`;

// ISO timestamps sort as text; the node id breaks ties so paging never repeats an item. The date
// and the region are typed columns of `nodes` (migration 011), whose indexes give the newest
// first without reading every news item.
const NEWEST_FIRST = `published DESC NULLS LAST, nid DESC`;

// Regional overviews (spec 1 §2.7) read the same news, limited to one region; null is all news.
const inRegion = (param: number) => `AND ($${param}::integer IS NULL OR region_id = $${param}::integer)`;

// Two statements, with and without a region, rather than one with "$2 IS NULL OR …": a planner
// that cannot tell which applies may count every news item by reading all of nodes.
const newsWhere = (regionParam: number | null) =>
  `status AND type = 'news'${regionParam === null ? '' : ` AND region_id = $${regionParam}::integer`}`;

// The total is counted apart from the page (an index-only count), instead of a window over
// every item's document.
const pageSql = (regional: boolean) => `
  SELECT ${COLUMNS}, (SELECT count(*) FROM nodes WHERE ${newsWhere(regional ? 2 : null)})::int AS total
  FROM nodes WHERE ${newsWhere(regional ? 2 : null)}
  ORDER BY ${NEWEST_FIRST}
  LIMIT ${NEWS_PAGE_SIZE} OFFSET $1`;

// websearch_to_tsquery never fails on user syntax (quotes, minus signs, stray operators). The
// matches are ranked on their own columns; only the page's rows read their documents.
export const SEARCH_SQL = `
  WITH hits AS (
    SELECT nid, ts_rank(search, q) AS rank, published
    FROM nodes, websearch_to_tsquery('${SEARCH_CONFIG}', $1) AS q
    WHERE status AND type = 'news' AND search @@ q ${inRegion(3)}
  ), page AS (
    SELECT * FROM hits ORDER BY rank DESC, ${NEWEST_FIRST} LIMIT ${NEWS_PAGE_SIZE} OFFSET $2
  )
  SELECT ${COLUMNS}, (SELECT count(*) FROM hits)::int AS total
  FROM page JOIN nodes USING (nid)
  ORDER BY page.rank DESC, page.published DESC NULLS LAST, nid DESC`;

// A term of one word, from what migration 013 keeps ready: how many news items have the word, and
// the page of those with it in their title, in the order above, read from the index in its order.
// With ts_rank's weights a word in the title outranks any number of it elsewhere, so while the
// page lies within those items it is the page above. `word` is null for any other term.
const WORD = `(SELECT word FROM term)`;
const ONE_WORD_SQL = `
  WITH term AS MATERIALIZED (SELECT ${oneWordOf('q')} AS word FROM websearch_to_tsquery('${SEARCH_CONFIG}', $1) AS q),
  page AS (
    SELECT nid, rank FROM search_title_postings
    WHERE lexeme = ${WORD} AND type = 'news' AND ($3::integer IS NULL OR region_id = $3::integer)
    ORDER BY rank DESC, ${NEWEST_FIRST} LIMIT ${NEWS_PAGE_SIZE} OFFSET $2
  )
  SELECT term.word,
    (SELECT sum(documents) FROM search_lexemes
     WHERE lexeme = ${WORD} AND type = 'news' AND ($3::integer IS NULL OR region = $3::integer))::int AS total,
    hit.*
  FROM term LEFT JOIN (SELECT ${COLUMNS}, page.rank FROM page JOIN nodes USING (nid)) AS hit ON true
  ORDER BY hit.rank DESC, hit.published DESC NULLS LAST, hit.nid DESC`;

const SEARCH_COUNT_SQL = `
  SELECT count(*)::int AS total FROM nodes, websearch_to_tsquery('${SEARCH_CONFIG}', $1) AS q
  WHERE status AND type = 'news' AND search @@ q ${inRegion(2)}`;

// Counting all news is a third of nodes at the size of the real site: PostgreSQL may then read the
// whole table, where the partial index counts them by itself. Within the page's own transaction.
const NO_SEQUENTIAL_SCAN = `SELECT set_config('enable_seqscan', 'off', true)`;

const countSql = (regional: boolean) =>
  `SELECT count(*)::int AS total FROM nodes WHERE ${newsWhere(regional ? 1 : null)}`;

const LATEST_SQL = `
  SELECT ${COLUMNS} FROM nodes
  WHERE status AND type = 'news'
    AND ($1::text IS NULL OR data->'field_news_category'->>'id' = $1::text)
  ORDER BY ${NEWEST_FIRST}
  LIMIT ${LATEST_NEWS_LIMIT}`;

interface Row {
  nid: number;
  title: string;
  alias: string;
  intro: string | null;
  published: string | null;
  image: unknown;
  category: unknown;
  region: unknown;
  hidden: unknown;
  total?: number;
}

function category(value: unknown) {
  if (!isRecord(value) || !Number.isInteger(value.id) || typeof value.label !== 'string') return null;
  return { Id: value.id as number, Label: value.label };
}

function region(value: unknown) {
  if (!isRecord(value) || !Number.isInteger(value.id)) return null;
  if (typeof value.title !== 'string' || typeof value.path !== 'string') return null;
  return { Id: value.id as number, Title: value.title, Path: value.path };
}

function toItem(row: Row) {
  return {
    Id: row.nid,
    Title: row.title,
    Introduction: stripHtml(row.intro ?? ''),
    PublicationDate: row.published,
    HeaderImage: toImage(row.image),
    Data: { Path: row.alias },
    Category: category(row.category),
    Region: region(row.region),
    HideFromHomepage: row.hidden === true,
  };
}

function create(db: Db) {
  const count = async (sql: string, params: unknown[]) =>
    (await db.query<{ total: number }>(sql, params)).rows[0]?.total ?? 0;

  // Past the last page the window count is gone with the rows, so count once more.
  const toPage = async (rows: Row[], page: number, recount: () => Promise<number>) => ({
    Items: rows.map(toItem),
    TotalItems: rows[0]?.total ?? (page > 0 ? await recount() : 0),
  });

  return {
    /** Newest first, one page of ten. */
    async page(page: number, regionId: number | null = null) {
      const regional = regionId !== null;
      const { rows } = await db.transaction(async (tx) => {
        await tx.query(NO_SEQUENTIAL_SCAN);
        return tx.query<Row>(pageSql(regional), [page * NEWS_PAGE_SIZE, ...(regional ? [regionId] : [])]);
      });
      return toPage(rows, page, () => count(countSql(regional), regional ? [regionId] : []));
    },
    /** Best match first, the newest first among equal matches. */
    async search(query: string, page: number, regionId: number | null = null) {
      const offset = page * NEWS_PAGE_SIZE;
      // A prepared statement (one fixed text): the same plan suits every word.
      const { rows: ready } = await db.query<OneWordRow<Row>>(ONE_WORD_SQL, [query, offset, regionId], {
        prepared: true,
      });
      const word = oneWordPage(ready, offset, NEWS_PAGE_SIZE);
      if (word && (word.total === 0 || word.whole)) return { Items: word.hits.map(toItem), TotalItems: word.total };
      const { rows } = await db.query<Row>(SEARCH_SQL, [query, offset, regionId]);
      return toPage(rows, page, () => count(SEARCH_COUNT_SQL, [query, regionId]));
    },
    async latest(categoryId?: number) {
      const { rows } = await db.query<Row>(LATEST_SQL, [categoryId === undefined ? null : String(categoryId)]);
      return rows.map((row) => {
        const item = toItem(row);
        return {
          Title: item.Title,
          PublicationDate: item.PublicationDate,
          HeaderImage: item.HeaderImage,
          HideFromHomepage: item.HideFromHomepage,
          Data: item.Data,
          Introduction: item.Introduction,
          IsRegional: item.Region !== null,
        };
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('newsRepository', create(app.db));
  },
  { name: 'news-repository', dependencies: ['database'] },
);
