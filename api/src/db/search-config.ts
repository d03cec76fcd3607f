import type { Db, Queryable } from './db';

/**
 * The full-text configuration of site search (migration 008): Dutch stemming with accents
 * folded, so "cafe" finds "Café". Every query on `nodes.search` and its copy in
 * `search_documents` (migration 009) must use the configuration the column was built with, or
 * stemmed words would not meet.
 */
export const SEARCH_CONFIG = 'alz_dutch';

/**
 * The word of the full-text query `q` when it has one word, as the index holds it ("Dementie!"
 * gives dementie); null for more words, a phrase or an exclusion. For one word, migration 013
 * keeps the count and the ranks of the titles ready (search_lexemes, search_title_postings).
 */
export const oneWordOf = (q: string) =>
  `CASE WHEN numnode(${q}) = 1 AND ${q}::text ~ '^''[^''\\\\]+''$' THEN btrim(${q}::text, '''') END`;

/** A row of a one-word statement: the term's word (null when it has more), its count, a hit or nulls. */
export type OneWordRow<Hit> = Partial<Hit> & { word: string | null; total: number | null; nid?: number | null };

/**
 * What a one-word statement (site search, news search) answers: null for a term of more words;
 * else the word's count and the page's hits, and whether the page is whole. It is whole when
 * full, or when it is the last one (every document with the word then has it in its title);
 * otherwise it runs past the titles and the full ranking must answer.
 */
export function oneWordPage<Hit>(rows: OneWordRow<Hit>[], offset: number, pageSize: number) {
  if (!rows[0]?.word) return null;
  const total = rows[0].total ?? 0;
  const hits = rows.filter((row) => row.nid != null) as Hit[];
  return { total, hits, whole: hits.length === pageSize || offset + hits.length >= total };
}

/**
 * pg_trgm word_similarity from which a typed word is like a word of a title: "mantelzroger" is
 * 0.54 like "mantelzorger", "vakatie" 0.55 like "vakantie". Word against word, so lower than the
 * 0.6 pg_trgm takes against a whole title, where a stretch may borrow letters of the next word
 * ("vakatie" is 0.63 like "coordinatie van zorg").
 */
export const WORD_SIMILARITY_MIN = 0.5;

// Tables are read only through the lists of rows an index gives for a condition (bitmap scans),
// never whole, nor in whole through an index in its order. The planner reads every row of
// search_documents for a word in most documents, where the index lists them without testing
// each row's words; and it compares a typo with each of the thousands of title words
// (search_words) rather than look the few alike up by trigrams, because it takes a trigram
// comparison to cost as little as an equality. Both cost several times what the index does
// (in the search bench), and both come and go with the size of the tables and their
// statistics. A table with no index for the condition (search_terms) is still read whole; before
// PostgreSQL 18 that adds 10^10 to the plan's cost, enough to have it compiled (JIT), which takes
// half a second: no JIT. And pg_trgm's threshold of the `%>` operator as stated here, not as the
// server may be configured.
const SETTINGS = `SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
  set_config('enable_indexonlyscan', 'off', true), set_config('jit', 'off', true),
  set_config('pg_trgm.word_similarity_threshold', '${WORD_SIMILARITY_MIN}', true)`;

/** Runs the queries of a search or suggestion in one transaction with the settings above. */
export function withSearchSettings<R>(db: Db, fn: (tx: Queryable) => Promise<R>): Promise<R> {
  return db.transaction(async (tx) => {
    await tx.query(SETTINGS);
    return fn(tx);
  });
}
