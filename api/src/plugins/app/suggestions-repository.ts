import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { withSearchSettings } from '../../db/search-config';
import type { SuggestionKind } from '../../schemas/search';

declare module 'fastify' {
  interface FastifyInstance {
    suggestions: ReturnType<typeof create>;
  }
}

export const SUGGESTIONS_MAX = 8;
// Page titles come first, but leave room for common terms after them.
const PAGES_FIRST = 5;
// Prefixes need two letters or digits to go on, typo matching three.
const PREFIX_KEY_MIN = 2;
const SIMILAR_KEY_MIN = 3;
// Terms at least this like the typed text (pg_trgm word_similarity): "mantlz" is 0.57 like
// "mantelzorg". Titles at least this like it, the whole typed text against the whole title.
const TERM_SIMILARITY_MIN = 0.5;
const TITLE_SIMILARITY_MIN = 0.6;
// Titles with a word like each typed one, the likest first, are checked against the whole
// typed text up to this many.
const SIMILAR_TITLES_CHECKED = 50;

// The typed text as a key (alz_search_key, migration 008): only a-z, 0-9 and single spaces. A
// scalar subquery, not a joined CTE, so the planner can hand it to an index as a value.
const TYPED = '(SELECT alz_search_key($1))';

// '~' sorts after every key that starts with the typed one, so the range is one scan of the
// tail index, already in the order shown (shortest tail first, then the earliest word, then the
// title). A title can match with two of its words, hence more rows than suggestions.
const PAGES_SQL = `
  SELECT title.title AS text, title.key FROM (
    SELECT key, tail, position FROM search_title_tails
    WHERE tail >= ${TYPED} AND tail < ${TYPED} || '~' AND length(${TYPED}) >= ${PREFIX_KEY_MIN}
    ORDER BY tail, position, key
    LIMIT ${SUGGESTIONS_MAX * 3}
  ) AS hit JOIN search_titles AS title USING (key)
  ORDER BY hit.tail, hit.position, hit.key`;

// Terms whose first or any later word starts with the typed text; the whole term starting with
// it first, then the shortest. Curated spelling before a vocabulary's.
const TERMS_SQL = `
  SELECT text, key FROM (
    SELECT DISTINCT ON (key) term AS text, key, starts_with(key, ${TYPED}) AS from_start
    FROM search_term_suggestions
    WHERE (starts_with(key, ${TYPED}) OR strpos(key, ' ' || ${TYPED}) > 0) AND length(${TYPED}) >= ${PREFIX_KEY_MIN}
    ORDER BY key, source
  ) AS hit
  ORDER BY from_start DESC, length(key), key
  LIMIT ${SUGGESTIONS_MAX}`;

// The most similar first; a term before a title as like it. Titles: each typed word of three
// letters or more is compared with the words of the titles (search_words, migration 009, as
// search does), not with every title, and the titles with a word like each of them looked up in
// the tails; the likest of those are then compared with the whole typed text.
const SIMILAR_SQL = `
  WITH typed AS (
    SELECT DISTINCT word FROM unnest(string_to_array(${TYPED}, ' ')) AS word
    WHERE length(word) >= ${SIMILAR_KEY_MIN}
  ),
  -- One index lookup for all typed words; the planner would rather test every title word.
  candidate AS MATERIALIZED (
    SELECT word FROM search_words WHERE word %> ANY (ARRAY(SELECT word FROM typed))
  ),
  near AS (
    SELECT typed.word AS typed, candidate.word, word_similarity(typed.word, candidate.word) AS likeness
    FROM typed, candidate WHERE candidate.word %> typed.word
  ),
  -- The tails from a whole word on (migration 009).
  word_in_title AS (
    SELECT tail.key, near.typed, max(near.likeness) AS likeness
    FROM near JOIN search_title_tails AS tail ON tail.tail >= near.word AND tail.tail < near.word || '!'
    GROUP BY tail.key, near.typed
  ),
  title AS (
    SELECT key FROM word_in_title
    GROUP BY key HAVING count(*) = (SELECT count(*) FROM typed)
    ORDER BY sum(likeness) DESC, length(key), key LIMIT ${SIMILAR_TITLES_CHECKED}
  )
  SELECT kind, text, key FROM (
    (SELECT 'term' AS kind, term AS text, key, word_similarity(${TYPED}, key) AS score
     FROM search_term_suggestions
     WHERE word_similarity(${TYPED}, key) >= ${TERM_SIMILARITY_MIN} AND length(${TYPED}) >= ${SIMILAR_KEY_MIN}
     ORDER BY 4 DESC, length(key), source LIMIT ${SUGGESTIONS_MAX})
    UNION ALL
    (SELECT 'page', search_titles.title, key, word_similarity(${TYPED}, folded)
     FROM title JOIN search_titles USING (key)
     WHERE word_similarity(${TYPED}, folded) >= ${TITLE_SIMILARITY_MIN}
     ORDER BY 4 DESC, length(key), key LIMIT ${SUGGESTIONS_MAX})
  ) AS hit
  ORDER BY score DESC, kind DESC, length(key), key`;

interface Row {
  text: string;
  key: string;
}

// A type, not an interface: the route's schema type needs an index signature.
export type Suggestion = { Text: string; Kind: SuggestionKind };

function create(db: Db) {
  return {
    /** Suggestions for what a visitor has typed so far (at least two characters). */
    async suggest(typed: string): Promise<Suggestion[]> {
      const [pages, terms] = await Promise.all([db.query<Row>(PAGES_SQL, [typed]), db.query<Row>(TERMS_SQL, [typed])]);
      const chosen = new Map<string, Suggestion>();
      const add = (rows: Row[], kind: SuggestionKind, limit = SUGGESTIONS_MAX) => {
        for (const row of rows) {
          if (chosen.size >= limit) return;
          // Case, accents and punctuation aside, the same words are one suggestion.
          if (!chosen.has(row.key)) chosen.set(row.key, { Text: row.text, Kind: kind });
        }
      };
      add(pages.rows, 'page', PAGES_FIRST);
      add(terms.rows, 'term');
      add(pages.rows, 'page');
      if (chosen.size < SUGGESTIONS_MAX) {
        const { rows } = await withSearchSettings(db, (tx) =>
          tx.query<Row & { kind: SuggestionKind }>(SIMILAR_SQL, [typed]),
        );
        for (const row of rows) {
          if (chosen.size >= SUGGESTIONS_MAX) break;
          if (!chosen.has(row.key)) chosen.set(row.key, { Text: row.text, Kind: row.kind });
        }
      }
      return [...chosen.values()];
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('suggestions', create(app.db));
  },
  { name: 'suggestions-repository', dependencies: ['database'] },
);
