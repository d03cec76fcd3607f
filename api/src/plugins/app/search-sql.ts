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

// websearch_to_tsquery never fails on user syntax (quotes, minus signs, stray operators). EXACT
// is the term's words as stemmed; QUERY also finds their longer forms and the compounds they
// start ("mantelzorg" finds "mantelzorgers" and "mantelzorgtest", migration 016).
const EXACT = `websearch_to_tsquery('${SEARCH_CONFIG}', $1)`;
const QUERY = `alz_longer_forms(${EXACT})`;

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
// introduction any number in the text. The documents with the words as typed come in this order
// before those with only longer forms of them (migration 016), which follow in the same order:
// finding the longer forms adds results after the others and moves none of those. Each tier of
// the words as typed has an index of its own, so a page within the first tiers ranks only those:
// a word in thousands of texts is then not ranked in each of them. Those tiers rank by the words
// as typed, so the first is in the order of the title ranks kept ready (ONE_WORD_SQL).
export type Tier = 'title' | 'lead' | 'all';
// `search @@ q` too: a word to leave out ("-zorg") may be in the text only.
const TIER_WHERE: Record<Tier, string> = {
  title: 'title_search @@ exact AND search @@ q',
  lead: 'lead_search @@ exact AND search @@ q',
  all: 'search @@ q',
};
const pageSql = (tier: Tier) => `
  WITH page AS (
    SELECT nid, tier, ts_rank('{0.1, 0.2, 0.4, 1.0}', search, CASE WHEN tier < 3 THEN exact ELSE q END) AS rank
    FROM (
      SELECT nid, search, exact, q,
        CASE WHEN title_search @@ exact THEN 0 WHEN lead_search @@ exact THEN 1 WHEN search @@ exact THEN 2
          WHEN title_search @@ q THEN 3 WHEN lead_search @@ q THEN 4 ELSE 5 END AS tier
      FROM search_documents, ${EXACT} AS exact, alz_longer_forms(exact) AS q
      WHERE ${TIER_WHERE[tier]} AND ${OF_TYPE}
    ) AS found
    ORDER BY tier, rank DESC, nid LIMIT ${SEARCH_PAGE_SIZE} OFFSET $4
  )
  SELECT ${COLUMNS} FROM page JOIN nodes USING (nid) ORDER BY tier, rank DESC, nid`;
export const PAGE_SQL: Record<Tier, string> = { title: pageSql('title'), lead: pageSql('lead'), all: pageSql('all') };

// A term of one word, answered from what migration 013 keeps ready: how many listed documents of
// the filter have the word (a few counts summed), and the page of those with the word in their
// title, in the order above (the title tier, ts_rank, nid), read from the index in its order.
// `word` is null for any other term. The page is only whole when it lies within the titles:
// from there on the search pages as above (search-repository). One statement, one snapshot.
// A word that also finds its longer forms (migration 016) adds the documents that have one of
// them but not the word: the longer forms are a range of search_lexemes, and only their
// documents are counted through the full-text index, not the many with the word itself.
const WORD = `(SELECT word FROM term)`;
// A lexeme as a tsquery operand: quoted, its quotes doubled and its backslashes escaped.
const OPERAND = String.raw`'''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''`;
export const ONE_WORD_SQL = `
  WITH term AS MATERIALIZED (
    SELECT ${oneWordOf('exact')} AS word, exact, alz_longer_forms(exact)::text <> exact::text AS longer
    FROM ${EXACT} AS exact
  ),
  longer AS MATERIALIZED (
    SELECT string_agg(DISTINCT ${OPERAND}, ' | ')::tsquery AS q FROM search_lexemes, term
    WHERE term.longer AND lexeme > term.word AND lexeme < term.word || chr(1114111)
      AND listed AND documents > 0 AND ${OF_TYPE}
  ),
  page AS (
    SELECT nid, rank FROM search_title_postings
    WHERE lexeme = ${WORD} AND listed AND ${OF_TYPE}
    ORDER BY rank DESC, nid LIMIT ${SEARCH_PAGE_SIZE} OFFSET $4
  )
  SELECT term.word,
    (coalesce((SELECT sum(documents) FROM search_lexemes WHERE lexeme = ${WORD} AND listed AND ${OF_TYPE}), 0)
      + (SELECT count(*) FROM search_documents, longer
         WHERE search @@ (longer.q && !!(SELECT exact FROM term)) AND ${OF_TYPE}))::int AS total,
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
