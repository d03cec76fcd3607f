-- Site search at the size of the real site (under 50 ms at 20,000 more documents).
-- Search reads a narrow table of its own instead of `nodes`, whose rows carry the whole document:
-- a common word is in most pages, and reading their rows cost more than anything else.

-- One row per listed node (published and not hidden, `nodes.listed`), so no query filters them.
CREATE TABLE search_documents (
  nid integer PRIMARY KEY,
  type text NOT NULL,
  -- A copy of `nodes.search`: title, introduction and text weighed A, B and C.
  search tsvector NOT NULL,
  -- Its title's part, and its title and introduction's: documents whose title has the words come
  -- first, then those whose introduction has them (search-sql). Each tier is found through an
  -- index of its own, so a page within the first tiers ranks none of the documents after them.
  title_search tsvector GENERATED ALWAYS AS (ts_filter(search, '{a}')) STORED,
  lead_search tsvector GENERATED ALWAYS AS (ts_filter(search, '{a,b}')) STORED,
  -- The title as a key of `search_titles` (migration 008): its length orders typo matches.
  title_key text COLLATE "C" NOT NULL
);

-- Once per statement with the rows it changed, as the suggestions (migration 008). Rows whose
-- search columns stay the same are left alone, so their index entries are not written again.
CREATE OR REPLACE FUNCTION alz_sync_search_documents() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE nid IN (SELECT nid FROM old_rows);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- No longer listed, or given another node id.
    DELETE FROM search_documents
    WHERE nid IN (SELECT nid FROM old_rows) AND nid NOT IN (SELECT nid FROM new_rows WHERE listed);
  END IF;
  INSERT INTO search_documents AS document (nid, type, search, title_key)
  SELECT nid, type, search, alz_search_key(title) FROM new_rows WHERE listed
  ON CONFLICT (nid) DO UPDATE SET type = excluded.type, search = excluded.search, title_key = excluded.title_key
  WHERE (document.type, document.search, document.title_key)
    IS DISTINCT FROM (excluded.type, excluded.search, excluded.title_key);
  RETURN NULL;
END $$;

CREATE TRIGGER nodes_search_documents_insert AFTER INSERT ON nodes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_sync_search_documents();
CREATE TRIGGER nodes_search_documents_update AFTER UPDATE ON nodes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_sync_search_documents();
CREATE TRIGGER nodes_search_documents_delete AFTER DELETE ON nodes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_sync_search_documents();

INSERT INTO search_documents (nid, type, search, title_key)
SELECT nid, type, search, alz_search_key(title) FROM nodes WHERE listed;

-- Built after the rows are in: one pass instead of an index entry at a time.
CREATE INDEX search_documents_search_idx ON search_documents USING gin (search);
CREATE INDEX search_documents_title_idx ON search_documents USING gin (title_search);
CREATE INDEX search_documents_lead_idx ON search_documents USING gin (lead_search);

-- The words of the listed titles, once each: a typo ("dementei", "mantlz") is matched against
-- these few thousand words by trigrams (search-repository, suggestions-repository), then the
-- titles with the words it is like are looked up. Matching the typo against every title instead
-- cost more than all the rest of a search: titles share their words, and a trigram comparison
-- is slow.
CREATE TABLE search_words (
  word text COLLATE "C" PRIMARY KEY
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- As in migration 008, and then the words of those titles: added when a title brings them,
-- removed when no title has them any more. `tail` runs from a word of a title to its end, so
-- the tails from [word, word || '!') are those starting with the whole word (keys hold only
-- a-z, 0-9 and spaces, and '!' sorts right after the space).
CREATE OR REPLACE FUNCTION alz_refresh_search_titles(keys text[]) RETURNS void LANGUAGE sql
SET search_path FROM CURRENT AS $$
  DELETE FROM search_titles WHERE key = ANY (keys);
  INSERT INTO search_titles (key, title, folded)
  SELECT key, title, alz_fold(title) FROM (
    SELECT alz_search_key(title) AS key, min(title) AS title FROM nodes
    WHERE listed AND alz_search_key(title) = ANY (keys) AND alz_search_key(title) <> ''
    GROUP BY 1
  ) AS listed_title;
  INSERT INTO search_title_tails (key, position, tail)
  SELECT key, part - 1, array_to_string(words[part:], ' ')
  FROM search_titles, string_to_array(key, ' ') AS words, generate_subscripts(words, 1) AS part
  WHERE key = ANY (keys);
  DELETE FROM search_words
  WHERE word IN (SELECT unnest(string_to_array(key, ' ')) FROM unnest(keys) AS key)
    AND NOT EXISTS (SELECT FROM search_title_tails WHERE tail >= word AND tail < word || '!');
  INSERT INTO search_words (word)
  SELECT DISTINCT unnest(string_to_array(key, ' ')) FROM search_titles WHERE key = ANY (keys)
  ON CONFLICT DO NOTHING;
$$;

INSERT INTO search_words (word) SELECT DISTINCT unnest(string_to_array(key, ' ')) FROM search_titles;

-- Typos are matched against search_words now; the nearest titles by trigrams are not asked for
-- any more.
DROP INDEX search_titles_trgm_idx;
ALTER TABLE nodes DROP COLUMN title_folded;
