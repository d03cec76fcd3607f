-- Site search for Dutch: accents folded ("cafe" finds "Café"), words stemmed
-- ("wandelingen" finds "wandeling"), small typos found by trigrams, and suggestions while typing.
CREATE EXTENSION IF NOT EXISTS unaccent;

-- `seed --reset` drops the tables of the schema but not its functions and configurations,
-- hence OR REPLACE and IF EXISTS when they are made again.

-- unaccent() is only STABLE (it looks its dictionary up by name), so an index cannot use it.
-- The wrappers name the schema of every function they call, so they mean the same whatever the
-- search_path of the caller (index builds and VACUUM run with pg_catalog only, PostgreSQL 17+).
DO $migration$
DECLARE
  ext text := (
    SELECT quote_ident(nspname) FROM pg_extension JOIN pg_namespace ON pg_namespace.oid = extnamespace
    WHERE extname = 'unaccent'
  );
BEGIN
  -- Lower case without accents: 'Café Über' -> 'cafe uber'.
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION alz_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $b$SELECT lower(%1$s.unaccent(%2$L::regdictionary, $1))$b$$f$,
    ext, ext || '.unaccent');
  -- Words on their own: ''s-Hertogenbosch, Zuid!' -> 's hertogenbosch zuid'. Only a-z, 0-9 and
  -- single spaces remain (letters unaccent cannot map become spaces), so a prefix of a key
  -- compares byte by byte and needs no escaping.
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION alz_search_key(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $b$SELECT trim(regexp_replace(%s.alz_fold($1), '[^a-z0-9]+', ' ', 'g'))$b$$f$,
    quote_ident(current_schema()));
  -- Full-text configuration: Dutch, with accents removed before stemming. Words with only ASCII
  -- letters (asciiword) keep the plain Dutch mapping; they have nothing to unaccent.
  DROP TEXT SEARCH CONFIGURATION IF EXISTS alz_dutch;
  CREATE TEXT SEARCH CONFIGURATION alz_dutch (COPY = pg_catalog.dutch);
  EXECUTE format(
    'ALTER TEXT SEARCH CONFIGURATION alz_dutch ALTER MAPPING FOR word, hword, hword_part WITH %s.unaccent, dutch_stem',
    ext);
END $migration$;

-- One rewrite of the table for the three generated columns. Generated, so a node is findable
-- as soon as it is written.
DROP INDEX nodes_search_idx;
ALTER TABLE nodes DROP COLUMN search;
ALTER TABLE nodes
  -- Title above introduction above the rest (ts_rank weighs A 1.0, B 0.4, C 0.2). The
  -- introduction is HTML: the parser reads tags as tokens of their own, which the configuration
  -- does not index, so only the visible words count.
  ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('alz_dutch'::regconfig, title), 'A') ||
    setweight(to_tsvector('alz_dutch'::regconfig, coalesce(data->'field_introduction_wysiwyg'->>'value', '')), 'B') ||
    setweight(to_tsvector('alz_dutch'::regconfig, body_text), 'C')
  ) STORED,
  -- Listed in site search: published and not kept out by the editors (spec 1 §3
  -- field_hide_in_search). A column of its own, so a search need not read every document.
  ADD COLUMN listed boolean GENERATED ALWAYS AS (
    status AND coalesce(data->>'field_hide_in_search', 'false') <> 'true'
  ) STORED,
  -- Typos in a search term ("dementei") are matched against the folded titles by trigrams.
  ADD COLUMN title_folded text GENERATED ALWAYS AS (alz_fold(title)) STORED;
CREATE INDEX nodes_search_idx ON nodes USING gin (search);
CREATE INDEX nodes_title_trgm_idx ON nodes USING gin (title_folded gin_trgm_ops);
-- Finds the nodes of one title key when the suggestions below are brought up to date.
CREATE INDEX nodes_title_key_idx ON nodes (alz_search_key(title));

-- Suggestions while typing (GET /api/v1/es/suggest). Every distinct title of a listed page,
-- by its key; many nodes may share a title.
CREATE TABLE search_titles (
  key text COLLATE "C" PRIMARY KEY CHECK (key <> ''),
  title text NOT NULL,
  folded text NOT NULL
);
-- Typos while typing: the titles nearest to the typed text, straight from the index (GiST
-- orders by trigram distance; GIN can only filter, and then every near title is sorted). On
-- the folded title, not the key: pg_trgm also answers equality, and the planner would then look
-- keys up through it instead of the primary key, a thousand times slower.
CREATE INDEX search_titles_trgm_idx ON search_titles USING gist (folded gist_trgm_ops);

-- Each title once from every word on: 'wat is dementie', 'is dementie', 'dementie'. A typed
-- prefix, of one word or several, is then a range of this index, in the order suggestions show.
CREATE TABLE search_title_tails (
  key text COLLATE "C" NOT NULL REFERENCES search_titles (key) ON DELETE CASCADE,
  position integer NOT NULL,
  tail text COLLATE "C" NOT NULL,
  PRIMARY KEY (key, position)
);
CREATE INDEX search_title_tails_tail_idx ON search_title_tails (tail, position, key);

-- Rebuilds the suggestion rows of the given title keys from the nodes that have them now.
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
$$;

-- Once per statement with the rows it changed, so seeding thousands of nodes stays one pass.
CREATE OR REPLACE FUNCTION alz_sync_search_titles() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM alz_refresh_search_titles(ARRAY(SELECT DISTINCT alz_search_key(title) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM alz_refresh_search_titles(ARRAY(SELECT DISTINCT alz_search_key(title) FROM old_rows));
  ELSE
    PERFORM alz_refresh_search_titles(ARRAY(
      SELECT alz_search_key(title) FROM old_rows UNION SELECT alz_search_key(title) FROM new_rows
    ));
  END IF;
  RETURN NULL;
END $$;

-- A trigger with transition tables may have one event only.
CREATE TRIGGER nodes_search_titles_insert AFTER INSERT ON nodes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_sync_search_titles();
CREATE TRIGGER nodes_search_titles_update AFTER UPDATE ON nodes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_sync_search_titles();
CREATE TRIGGER nodes_search_titles_delete AFTER DELETE ON nodes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_sync_search_titles();

SELECT alz_refresh_search_titles(ARRAY(SELECT DISTINCT alz_search_key(title) FROM nodes));

-- Words visitors often look for, suggested next to page titles. Editors' vocabularies join them
-- live through the view below.
CREATE TABLE search_terms (
  term text PRIMARY KEY,
  key text COLLATE "C" GENERATED ALWAYS AS (alz_search_key(term)) STORED
);

INSERT INTO search_terms (term) VALUES
  ('dementie'), ('alzheimer'), ('ziekte van Alzheimer'), ('vasculaire dementie'),
  ('frontotemporale dementie'), ('Lewy body dementie'), ('jonge mensen met dementie'),
  ('vergeetachtigheid'), ('geheugen'), ('geheugentest'), ('geheugenproblemen'), ('diagnose'),
  ('eerste signalen'), ('mantelzorg'), ('mantelzorger'), ('respijtzorg'), ('dagbesteding'),
  ('casemanager'), ('huisarts'), ('verpleeghuis'), ('thuiszorg'), ('lotgenotencontact'),
  ('ontmoetingscentrum'), ('Alzheimer Café'), ('vrijwilligerswerk'),
  ('vrijwilliger worden'), ('doneren'), ('nalaten'), ('collecte'), ('nieuwsbrief'),
  ('onderzoek'), ('medicijnen'), ('erfelijkheid'), ('voorkomen'), ('bewegen'), ('wandelen'),
  ('muziek'), ('gedrag'), ('communicatie'), ('rouw'), ('wilsverklaring'), ('levenseinde');

-- Term labels of the vocabularies that name subjects (spec 1 §3); the others name days, job
-- durations or departments, which nobody searches for.
CREATE VIEW search_term_suggestions AS
  SELECT term, key, 0 AS source FROM search_terms
  UNION ALL
  SELECT name, alz_search_key(name), 1 FROM taxonomy_terms
  WHERE vocabulary IN ('thematic', 'news_category', 'content_categories', 'activity_type', 'location_type',
    'ontmoetingsplek_type');
