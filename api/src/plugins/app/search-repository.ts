import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { stripHtml } from '../../lib/html-text';
import type { ContentType } from '../../schemas/search';

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: ReturnType<typeof createSearchRepository>;
  }
}

const NEWS_TYPES = ['news', 'regio_nieuws'];
// Regional content: regions, their locations and activities (the 'regio' filter of spec 1 §2.9).
const REGION_TYPES = ['regio', 'location', 'activiteit'];
// A page of site-search results; `page` counts from 0 like the other list calls (spec 1 §7).
export const SEARCH_PAGE_SIZE = 10;

// The site's filter values (spec 1 §2.9) as node types to include (null: all) and exclude.
const FILTERS: Record<ContentType, { include: string[] | null; exclude: string[] }> = {
  alle: { include: null, exclude: [] },
  informatie: { include: null, exclude: [...NEWS_TYPES, ...REGION_TYPES] },
  nieuws: { include: NEWS_TYPES, exclude: [] },
  regio: { include: REGION_TYPES, exclude: [] },
};

const LABELS: Record<string, string> = {
  regio: 'Regio',
  location: 'Locatie',
  activiteit: 'Activiteit',
  news: 'Nieuws',
  regio_nieuws: 'Nieuws',
  vacancies: 'Vrijwilligerswerk',
};

// Editors can keep a page out of site search (spec 1 §3 field_hide_in_search).
const LISTED = `coalesce(data->>'field_hide_in_search', 'false') <> 'true'`;

// websearch_to_tsquery never fails on user syntax (quotes, minus signs, stray operators).
const SEARCH_SQL = `
  SELECT nid, type, title, alias, data->'field_introduction_wysiwyg'->>'value' AS intro,
         count(*) OVER ()::int AS total
  FROM nodes, websearch_to_tsquery('dutch', $1) AS q
  WHERE status AND search @@ q AND ${LISTED}
    AND ($2::text[] IS NULL OR type = ANY($2::text[]))
    AND NOT (type = ANY($3::text[]))
  ORDER BY ts_rank(search, q) DESC, nid
  LIMIT ${SEARCH_PAGE_SIZE} OFFSET $4`;

const COUNT_SQL = `
  SELECT count(*)::int AS total
  FROM nodes, websearch_to_tsquery('dutch', $1) AS q
  WHERE status AND search @@ q AND ${LISTED}
    AND ($2::text[] IS NULL OR type = ANY($2::text[]))
    AND NOT (type = ANY($3::text[]))`;

interface Hit {
  nid: number;
  type: string;
  title: string;
  alias: string;
  intro: string | null;
  total: number;
}

function docType(type: string): 'information' | 'news' | 'regio' {
  if (REGION_TYPES.includes(type)) return 'regio';
  return NEWS_TYPES.includes(type) ? 'news' : 'information';
}

function createSearchRepository(db: Db) {
  return {
    async search(query: string, contentType: ContentType, page = 0) {
      const { include, exclude } = FILTERS[contentType];
      const { rows } = await db.query<Hit>(SEARCH_SQL, [query, include, exclude, page * SEARCH_PAGE_SIZE]);
      // Past the last page the window count is gone with the rows, so count once more.
      const total = rows[0]?.total ?? (page > 0 ? await this.count(query, contentType) : 0);
      return {
        Total: total,
        Documents: rows.map((hit) => ({
          Id: hit.nid,
          Title: hit.title,
          DocType: docType(hit.type),
          Introduction: stripHtml(hit.intro ?? ''),
          Data: { Path: hit.alias },
          SearchLabels: [LABELS[hit.type] ?? 'Informatie'],
        })),
      };
    },
    async count(query: string, contentType: ContentType): Promise<number> {
      const { include, exclude } = FILTERS[contentType];
      const { rows } = await db.query<{ total: number }>(COUNT_SQL, [query, include, exclude]);
      return rows[0]?.total ?? 0;
    },
  };
}

export default fp(
  async (app) => {
    // Not `search`: Fastify already has app.search() for the HTTP SEARCH method.
    app.decorate('searchIndex', createSearchRepository(app.db));
  },
  {
    name: 'search-repository',
    dependencies: ['database'],
  },
);
