-- Searches for one common word at the size of the real site (site search and news
-- search at least 500 req/s at 20,000 nodes). "dementie" is in 62 % of the documents: counting
-- them through the full-text index still reads every one of their rows, and ranking the
-- thousands whose title has it reads their whole word lists. For a term of one word (most
-- searches) both answers are kept ready here, written by triggers on `nodes` like the other
-- search tables; terms of more words, phrases and exclusions are answered as before (search-sql,
-- news-repository).

-- How many published documents have a word, per node type, region (0: none) and whether site
-- search lists them (`nodes.listed`): the site's filters and the news search sum a few rows
-- instead of counting thousands. A row that drops to 0 stays: it counts nothing.
CREATE TABLE search_lexemes (
  lexeme text COLLATE "C" NOT NULL,
  type text NOT NULL,
  region integer NOT NULL,
  listed boolean NOT NULL,
  documents integer NOT NULL,
  PRIMARY KEY (lexeme, type, region, listed)
);

-- Every word of a published title, with the rank of its document for that word alone:
-- ts_rank('{0.1, 0.2, 0.4, 1.0}', search, word), the weights of site search and ts_rank's own.
-- With these weights a word in the title outranks any number of it in the introduction and the
-- text, so for one word the documents with it in their title come first in both searches, in
-- this rank's order: the first pages are read from the indexes below in their order, ten rows.
CREATE TABLE search_title_postings (
  lexeme text COLLATE "C" NOT NULL,
  nid integer NOT NULL,
  type text NOT NULL,
  region_id integer,
  listed boolean NOT NULL,
  published text,
  rank real NOT NULL,
  PRIMARY KEY (lexeme, nid)
);

-- Brings both tables up to date with the rows a statement changed, once per statement like the
-- other search tables (migrations 008, 009). `gone` are the published rows as they were, `came`
-- as they are now; on an update each leaves out the rows whose columns read here stayed the same,
-- so saving a page without changing its words writes nothing here. Counts are added in the order
-- of their key, so two statements at once wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION alz_sync_search_ranks() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
DECLARE
  columns CONSTANT text := 'nid, type, region_id, listed, published, search';
  nothing CONSTANT text := format('SELECT %s FROM nodes WHERE false', columns);
  gone text := nothing;
  came text := nothing;
BEGIN
  IF TG_OP = 'INSERT' THEN
    came := format('SELECT %s FROM new_rows WHERE status', columns);
  ELSIF TG_OP = 'DELETE' THEN
    gone := format('SELECT %s FROM old_rows WHERE status', columns);
  ELSE
    gone := format('SELECT %1$s FROM old_rows WHERE status EXCEPT ALL SELECT %1$s FROM new_rows WHERE status', columns);
    came := format('SELECT %1$s FROM new_rows WHERE status EXCEPT ALL SELECT %1$s FROM old_rows WHERE status', columns);
  END IF;
  EXECUTE format($sql$
    WITH gone AS (%s), came AS (%s)
    INSERT INTO search_lexemes AS counted (lexeme, type, region, listed, documents)
    SELECT word.lexeme, changed.type, coalesce(changed.region_id, 0), changed.listed, sum(changed.change)
    FROM (SELECT *, -1 AS change FROM gone UNION ALL SELECT *, 1 FROM came) AS changed, unnest(changed.search) AS word
    GROUP BY 1, 2, 3, 4 HAVING sum(changed.change) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (lexeme, type, region, listed) DO UPDATE SET documents = counted.documents + excluded.documents
  $sql$, gone, came);
  EXECUTE format($sql$
    WITH gone AS (%s)
    DELETE FROM search_title_postings
    WHERE (lexeme, nid) IN (SELECT word.lexeme, gone.nid FROM gone, unnest(ts_filter(gone.search, '{a}')) AS word)
  $sql$, gone);
  EXECUTE format($sql$
    WITH came AS (%s)
    INSERT INTO search_title_postings (lexeme, nid, type, region_id, listed, published, rank)
    SELECT word.lexeme, came.nid, came.type, came.region_id, came.listed, came.published,
      ts_rank('{0.1, 0.2, 0.4, 1.0}', came.search, quote_literal(word.lexeme)::tsquery)
    FROM came, unnest(ts_filter(came.search, '{a}')) AS word
  $sql$, came);
  RETURN NULL;
END $$;

-- A trigger with transition tables may have one event only.
CREATE TRIGGER nodes_search_ranks_insert AFTER INSERT ON nodes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_sync_search_ranks();
CREATE TRIGGER nodes_search_ranks_update AFTER UPDATE ON nodes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_sync_search_ranks();
CREATE TRIGGER nodes_search_ranks_delete AFTER DELETE ON nodes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_sync_search_ranks();

-- The nodes there are now, in one pass each.
INSERT INTO search_lexemes (lexeme, type, region, listed, documents)
SELECT word.lexeme, type, coalesce(region_id, 0), listed, count(*)
FROM nodes, unnest(search) AS word WHERE status GROUP BY 1, 2, 3, 4;
INSERT INTO search_title_postings (lexeme, nid, type, region_id, listed, published, rank)
SELECT word.lexeme, nid, type, region_id, listed, published,
  ts_rank('{0.1, 0.2, 0.4, 1.0}', search, quote_literal(word.lexeme)::tsquery)
FROM nodes, unnest(ts_filter(search, '{a}')) AS word WHERE status;

-- Site search: the listed documents with the word in their title, best first (search-sql).
CREATE INDEX search_title_postings_site_idx ON search_title_postings (lexeme, rank DESC, nid)
  INCLUDE (type) WHERE listed;
-- News search: news items with the word in their title, best first, the newest among equals
-- (news-repository); a region's are filtered from the same order.
CREATE INDEX search_title_postings_news_idx ON search_title_postings
  (lexeme, rank DESC, published DESC NULLS LAST, nid DESC) INCLUDE (region_id) WHERE type = 'news';
