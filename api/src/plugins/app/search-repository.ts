import fp from 'fastify-plugin';
import { toImage } from '@alz/shared/media/image';
import { isRecord } from '@alz/shared/wire/read';
import type { Db } from '../../db/db';
import { SEARCH_CONFIG } from '../../db/search-config';
import { foldName } from '../../lib/fold-name';
import { stripHtml } from '../../lib/html-text';
import { termWords } from '../../lib/search-term';
import type { ContentType } from '../../schemas/search';
import { NEWS_IMAGE_SQL } from './news-repository';

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
// Typo matching looks at words of three letters or more, at most this many of them.
const TYPO_WORD_MIN = 3;
const TYPO_WORDS_MAX = 10;
// A typed word is replaced by a title word at least this similar (pg_trgm similarity).
const CORRECTION_MIN_SIMILARITY = 0.3;

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

// Every query keeps to `listed` nodes (migration 008): published, and not kept out of search by
// the editors (spec 1 §3 field_hide_in_search); the suggestions keep to the same. And to the
// content type asked for, $2 and $3 of FILTERS:
const OF_TYPE = `($2::text[] IS NULL OR type = ANY($2::text[])) AND NOT (type = ANY($3::text[]))`;

const COLUMNS = `nid, type, title, alias,
  data->'field_introduction_wysiwyg'->>'value' AS intro,
  data->>'field_publication_date' AS published,
  ${NEWS_IMAGE_SQL} AS image,
  data->'field_regio' AS region`;

// Ranked and counted on narrow rows, and only the page's documents read whole: a common word
// is in most of the site, and reading every document for the count would cost the most.
const pageOf = (order: string) => `
  page AS (
    SELECT *, count(*) OVER ()::int AS total FROM hit
    ORDER BY ${order} LIMIT ${SEARCH_PAGE_SIZE} OFFSET $4
  )
  SELECT ${COLUMNS}, page.total FROM page JOIN nodes USING (nid) ORDER BY ${order}`;

// websearch_to_tsquery never fails on user syntax (quotes, minus signs, stray operators). The
// weights of D, C, B and A: one title match outweighs any number of matches in the text.
const SEARCH_SQL = `
  WITH hit AS (
    SELECT nid, ts_rank('{0.1, 0.2, 0.4, 1.0}', search, q) AS rank
    FROM nodes, websearch_to_tsquery('${SEARCH_CONFIG}', $1) AS q
    WHERE search @@ q AND listed AND ${OF_TYPE}
  ),
  ${pageOf('rank DESC, nid')}`;

// Whether a term finds anything: stops at the first page, where a count would read them all.
const FINDS_SQL = `
  SELECT EXISTS (
    SELECT 1 FROM nodes, websearch_to_tsquery('${SEARCH_CONFIG}', $1) AS q
    WHERE search @@ q AND listed AND ${OF_TYPE}
  ) AS finds`;

const COUNT_SQL = `
  SELECT count(*)::int AS total
  FROM nodes, websearch_to_tsquery('${SEARCH_CONFIG}', $1) AS q
  WHERE search @@ q AND listed AND ${OF_TYPE}`;

// When the words as typed are in no page: titles with a word like one of them (pg_trgm
// word_similarity, 0.6 by default), found through the trigram index, a lookup per word. Titles
// like more of the words first, then titles closest to the whole term (the shorter ones).
const TYPED_WORDS = 'ARRAY(SELECT DISTINCT alz_fold(word) FROM unnest($1::text[]) AS word)';
const SIMILAR_SQL = `
  WITH hit AS (
    SELECT nid, (SELECT sum(word_similarity(word, title_folded)) FROM unnest(${TYPED_WORDS}) AS word) AS score,
      similarity((SELECT alz_fold($5)), title_folded) AS closeness
    FROM nodes
    WHERE title_folded %> ANY (${TYPED_WORDS}) AND listed AND ${OF_TYPE}
  ),
  ${pageOf('score DESC, closeness DESC, nid')}`;

// For every typed word (i): whether the index knows it (a stop word has nothing to know), and
// the most similar candidate word, an exact match first, then the one of the best title.
const CORRECTION_SQL = `
  SELECT DISTINCT ON (typed.i) typed.i::int AS i, candidate.word,
    numnode(plainto_tsquery('${SEARCH_CONFIG}', typed.word)) = 0
      OR EXISTS (SELECT 1 FROM nodes WHERE search @@ plainto_tsquery('${SEARCH_CONFIG}', typed.word)) AS known,
    similarity(alz_fold(typed.word), alz_fold(candidate.word)) AS score
  FROM unnest($1::text[]) WITH ORDINALITY AS typed (word, i)
  CROSS JOIN unnest($2::text[]) WITH ORDINALITY AS candidate (word, rank)
  ORDER BY typed.i, alz_fold(typed.word) = alz_fold(candidate.word) DESC, 4 DESC, candidate.rank`;

interface Hit {
  nid: number;
  type: string;
  title: string;
  alias: string;
  intro: string | null;
  published: string | null;
  image: unknown;
  region: unknown;
  total: number;
}

function docType(type: string): 'information' | 'news' | 'regio' {
  if (REGION_TYPES.includes(type)) return 'regio';
  return NEWS_TYPES.includes(type) ? 'news' : 'information';
}

function regionOf(value: unknown) {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.path !== 'string') return null;
  return { Title: value.title, Path: value.path };
}

function toDocument(hit: Hit) {
  const type = docType(hit.type);
  // A region node belongs to no region: it is one, and its own title and path say which.
  const region = hit.type === 'regio' ? null : regionOf(hit.region);
  return {
    Id: hit.nid,
    Title: hit.title,
    DocType: type,
    Introduction: stripHtml(hit.intro ?? ''),
    Data: { Path: hit.alias },
    SearchLabels: [LABELS[hit.type] ?? 'Informatie'],
    ...(type === 'news' ? { HeaderImage: toImage(hit.image), PublicationDate: hit.published } : {}),
    // Regional documents and news always say it, null when national; others when they have one.
    ...(type !== 'information' || region ? { Region: region } : {}),
  };
}

function createSearchRepository(db: Db) {
  const filterParams = (contentType: ContentType) => [FILTERS[contentType].include, FILTERS[contentType].exclude];

  const similar = (words: string[], term: string, contentType: ContentType, offset: number) =>
    db.query<Hit>(SIMILAR_SQL, [words, ...filterParams(contentType), offset, term]);

  /**
   * The term with each unknown word replaced by the most similar word of the best titles, when
   * that term finds pages as it is; otherwise null.
   */
  async function correction(typed: string[], titles: string[], contentType: ContentType): Promise<string | null> {
    const candidates = [...new Set(titles.flatMap((title) => termWords(title.toLowerCase())))];
    const { rows } = await db.query<{ i: number; word: string; known: boolean; score: number }>(CORRECTION_SQL, [
      typed,
      candidates,
    ]);
    const corrected = typed.map((word, index) => {
      const best = rows.find((row) => row.i === index + 1);
      const fix = best && !best.known && best.score >= CORRECTION_MIN_SIMILARITY && word.length >= TYPO_WORD_MIN;
      return fix ? best.word : word;
    });
    const suggestion = corrected.join(' ');
    if (foldName(suggestion) === foldName(typed.join(' '))) return null;
    const finds = await db.query<{ finds: boolean }>(FINDS_SQL, [suggestion, ...filterParams(contentType)]);
    return finds.rows[0]?.finds ? suggestion : null;
  }

  async function count(term: string, contentType: ContentType): Promise<number> {
    const { rows } = await db.query<{ total: number }>(COUNT_SQL, [term, ...filterParams(contentType)]);
    return rows[0]?.total ?? 0;
  }

  return {
    async search(term: string, contentType: ContentType, page = 0) {
      const [include, exclude] = filterParams(contentType);
      const offset = page * SEARCH_PAGE_SIZE;
      const { rows } = await db.query<Hit>(SEARCH_SQL, [term, include, exclude, offset]);
      // Past the last page the window count is gone with the rows, so count once more.
      const total = rows[0]?.total ?? (page > 0 ? await count(term, contentType) : 0);
      if (total > 0) return { Total: total, Documents: rows.map(toDocument), Suggestion: null };

      const typed = termWords(term);
      const words = typed.filter((word) => word.length >= TYPO_WORD_MIN).slice(0, TYPO_WORDS_MAX);
      if (words.length === 0) return { Total: 0, Documents: [], Suggestion: null };
      const found = (await similar(words, term, contentType, offset)).rows;
      const best = offset === 0 ? found : (await similar(words, term, contentType, 0)).rows;
      if (best.length === 0) return { Total: 0, Documents: [], Suggestion: null };
      return {
        Total: best[0]?.total ?? 0,
        Documents: found.map(toDocument),
        Suggestion: await correction(
          typed,
          best.map((hit) => hit.title),
          contentType,
        ),
      };
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
