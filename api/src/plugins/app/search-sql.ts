// The statements of site search (search-repository). They read `search_documents` (migration
// 009): a narrow row per listed node, that is, published and not kept out of search by the
// editors (spec 1 §3 field_hide_in_search). Only the ten documents of a page are read from
// `nodes`. Parameters: $1 the term (or its words), $2 and $3 the node types to include (null:
// all) and exclude, $4 the offset of the page.
import { oneWordOf, SEARCH_CONFIG } from '../../db/search-config';
import { NEWS_IMAGE_SQL } from './news-repository';

// A page of site-search results; `page` counts from 0 like the other list calls (spec 1 §7).
export const SEARCH_PAGE_SIZE = 10;

const OF_TYPE = `($2::text[] IS NULL OR type = ANY($2::text[])) AND NOT (type = ANY($3::text[]))`;

const COLUMNS = `nid, type, title, alias,
  data->'field_introduction_wysiwyg'->>'value' AS intro,
  data->>'field_publication_date' AS published,
  ${NEWS_IMAGE_SQL} AS image,
  data->'field_regio' AS region`;

// websearch_to_tsquery never fails on user syntax (quotes, minus signs, stray operators).
const QUERY = `websearch_to_tsquery('${SEARCH_CONFIG}', $1)`;

// How many documents the term finds, counted through the index, which lists the documents of a
// word without reading their words. `open` is false when the term has no word the index can look
// up: only stop words, or only words to leave out ("-dementie"), which would be every document.
export const COUNT_SQL = `
  SELECT querytree(q) <> 'T' AS open,
    (SELECT count(*) FROM search_documents WHERE search @@ q AND ${OF_TYPE} AND querytree(q) <> 'T')::int AS total
  FROM ${QUERY} AS q`;

// The order of the results: documents whose title has the words (all of them, and none of those
// to leave out) first, then those whose title and introduction have them, then the rest; within
// each, ts_rank with the weights of D, C, B and A. For a single word this is ts_rank's order
// exactly: a match in the title outweighs any number in the introduction and text, one in the
// introduction any number in the text. Each tier has an index of its own, so a page within the
// first tiers ranks only those: a word in thousands of texts is then not ranked in each of them.
export type Tier = 'title' | 'lead' | 'all';
const TIER_WHERE: Record<Tier, string> = {
  title: 'title_search @@ q AND search @@ q',
  lead: 'lead_search @@ q AND search @@ q',
  all: 'search @@ q',
};
const pageSql = (tier: Tier) => `
  WITH page AS (
    SELECT nid, CASE WHEN title_search @@ q THEN 0 WHEN lead_search @@ q THEN 1 ELSE 2 END AS tier,
      ts_rank('{0.1, 0.2, 0.4, 1.0}', search, q) AS rank
    FROM search_documents, ${QUERY} AS q
    WHERE ${TIER_WHERE[tier]} AND ${OF_TYPE}
    ORDER BY tier, rank DESC, nid LIMIT ${SEARCH_PAGE_SIZE} OFFSET $4
  )
  SELECT ${COLUMNS} FROM page JOIN nodes USING (nid) ORDER BY tier, rank DESC, nid`;
export const PAGE_SQL: Record<Tier, string> = { title: pageSql('title'), lead: pageSql('lead'), all: pageSql('all') };

// A term of one word, answered from what migration 013 keeps ready: how many listed documents of
// the filter have the word (a few counts summed), and the page of those with the word in their
// title, in the order above (the title tier, ts_rank, nid), read from the index in its order.
// `word` is null for any other term. The page is only whole when it lies within the titles:
// from there on the search pages as above (search-repository). One statement, one snapshot.
const WORD = `(SELECT word FROM term)`;
export const ONE_WORD_SQL = `
  WITH term AS MATERIALIZED (SELECT ${oneWordOf('q')} AS word FROM ${QUERY} AS q),
  page AS (
    SELECT nid, rank FROM search_title_postings
    WHERE lexeme = ${WORD} AND listed AND ${OF_TYPE}
    ORDER BY rank DESC, nid LIMIT ${SEARCH_PAGE_SIZE} OFFSET $4
  )
  SELECT term.word,
    (SELECT sum(documents) FROM search_lexemes WHERE lexeme = ${WORD} AND listed AND ${OF_TYPE})::int AS total,
    hit.*
  FROM term LEFT JOIN (SELECT ${COLUMNS}, page.rank FROM page JOIN nodes USING (nid)) AS hit ON true
  ORDER BY hit.rank DESC, hit.nid`;

// Whether a term finds anything: stops at the first document, where a count would read them all.
export const FINDS_SQL = `
  SELECT EXISTS (SELECT FROM search_documents, ${QUERY} AS q WHERE search @@ q AND ${OF_TYPE}) AS finds`;

// When the words as typed are in no document: documents whose title has a word like one of them
// (pg_trgm word_similarity, at least WORD_SIMILARITY_MIN of search-config). Stop words ("over",
// "van") are left out: they are in most titles and mean nothing. The typed words are compared
// with the words of the titles (search_words, migration 009), not with every title, and the
// titles with the words they are like are looked up by the index. A title scores the likeness of
// its likest word to each typed word, summed: titles like more of the words first, then the
// shorter ones. `best` are the titles of the first page, which the correction draws on.
export const SIMILAR_SQL = `
  WITH typed AS (
    SELECT DISTINCT alz_search_key(word) AS word FROM unnest($1::text[]) AS word
    WHERE numnode(plainto_tsquery('${SEARCH_CONFIG}', word)) > 0
  ),
  -- One index lookup for all typed words; the planner would rather test every title word.
  candidate AS MATERIALIZED (
    SELECT word FROM search_words WHERE word %> ANY (ARRAY(SELECT word FROM typed))
  ),
  -- Words of one stem ("mantelzorger", "mantelzorgers") are looked up once.
  near AS (
    SELECT typed.word AS typed, plainto_tsquery('${SEARCH_CONFIG}', candidate.word) AS stem,
      max(word_similarity(typed.word, candidate.word)) AS likeness
    FROM typed, candidate WHERE candidate.word %> typed.word
    GROUP BY 1, 2
  ),
  hit AS (
    SELECT nid, length(title_key) AS size, typed, max(likeness) AS likeness
    FROM near JOIN search_documents ON title_search @@ stem
    WHERE ${OF_TYPE}
    GROUP BY nid, title_key, typed
  ),
  scored AS MATERIALIZED (
    SELECT nid, sum(likeness) AS score, size, count(*) OVER ()::int AS total FROM hit GROUP BY nid, size
  ),
  page AS (SELECT * FROM scored ORDER BY score DESC, size, nid LIMIT ${SEARCH_PAGE_SIZE} OFFSET $4),
  first AS (SELECT * FROM scored ORDER BY score DESC, size, nid LIMIT ${SEARCH_PAGE_SIZE})
  SELECT ${COLUMNS}, page.total,
    ARRAY(SELECT title FROM first JOIN nodes USING (nid) ORDER BY score DESC, size, nid) AS best
  FROM page JOIN nodes USING (nid) ORDER BY score DESC, size, nid`;

// For every typed word (i): whether the index knows it (a stop word has nothing to know), asked
// once per word, and the most similar candidate word, an exact match first, then the one of the
// best title.
export const CORRECTION_SQL = `
  WITH typed AS MATERIALIZED (
    SELECT i, word, numnode(plainto_tsquery('${SEARCH_CONFIG}', word)) = 0
      OR EXISTS (SELECT FROM search_documents WHERE search @@ plainto_tsquery('${SEARCH_CONFIG}', word)) AS known
    FROM unnest($1::text[]) WITH ORDINALITY AS typed (word, i)
  )
  SELECT DISTINCT ON (typed.i) typed.i::int AS i, candidate.word, typed.known,
    similarity(alz_fold(typed.word), alz_fold(candidate.word)) AS score
  FROM typed CROSS JOIN unnest($2::text[]) WITH ORDINALITY AS candidate (word, rank)
  ORDER BY typed.i, alz_fold(typed.word) = alz_fold(candidate.word) DESC, 4 DESC, candidate.rank`;
