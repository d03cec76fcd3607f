-- The list of all vacancies (vacancy search at least 500 req/s at 20,000 nodes) says
-- how many there are. Counting the 3,000 listed vacancies through their index took more than half
-- of each call; the number is kept here instead, written by triggers on `nodes` like the search
-- tables. A search with a word, a place, a region or a filter still counts its matches
-- (vacancies-repository.ts).

CREATE TABLE listing_counts (
  listing text PRIMARY KEY,
  total integer NOT NULL
);

-- A vacancy of the list: published, volunteer work (national or regional), and not one of the
-- two open-application vacancies, which are the empty state's target (spec 1 §3). The same
-- condition as the first lines of `matches` in vacancies-repository.ts; a test holds them equal.
CREATE OR REPLACE FUNCTION alz_listed_vacancy(status boolean, type text, title text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN status AND type IN ('vacancies', 'regio_vacancies')
  AND title NOT IN ('Open sollicitatie', 'Vrijblijvend contactverzoek');

INSERT INTO listing_counts (listing, total)
SELECT 'vacancies', count(*) FROM nodes WHERE alz_listed_vacancy(status, type, title);

-- Adds what a statement changed, once per statement. The count's row is updated by adding, so
-- two statements at once wait for each other and both are counted; a statement that changes no
-- listed vacancy writes nothing.
CREATE OR REPLACE FUNCTION alz_count_vacancies() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
DECLARE
  change integer := 0;
  counted integer;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) INTO counted FROM new_rows WHERE alz_listed_vacancy(status, type, title);
    change := change + counted;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*) INTO counted FROM old_rows WHERE alz_listed_vacancy(status, type, title);
    change := change - counted;
  END IF;
  IF change <> 0 THEN
    UPDATE listing_counts SET total = total + change WHERE listing = 'vacancies';
  END IF;
  RETURN NULL;
END $$;

-- A trigger with transition tables may have one event only.
CREATE TRIGGER nodes_vacancy_count_insert AFTER INSERT ON nodes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_count_vacancies();
CREATE TRIGGER nodes_vacancy_count_update AFTER UPDATE ON nodes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_count_vacancies();
CREATE TRIGGER nodes_vacancy_count_delete AFTER DELETE ON nodes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION alz_count_vacancies();
