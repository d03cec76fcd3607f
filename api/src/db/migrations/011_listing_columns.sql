-- Listings at the size of the real site. The fields listings filter and sort
-- on are copied out of the document into typed columns with indexes, so a listing reads the
-- index and a page of rows instead of every document of its kind. Generated, so they are right
-- as soon as a node is written.
--
-- A value the old query would have failed to cast (a region id 'abc') becomes NULL here instead
-- of making every write of such a node fail: the casts are guarded by the patterns they accept.
ALTER TABLE nodes
  ADD COLUMN region_id integer GENERATED ALWAYS AS (
    CASE WHEN data->'field_regio'->>'id' ~ '^\s*[+-]?[0-9]{1,9}\s*$' THEN (data->'field_regio'->>'id')::integer END
  ) STORED,
  -- ISO timestamps, compared and sorted as text as before.
  ADD COLUMN published text GENERATED ALWAYS AS (data->>'field_publication_date') STORED,
  -- Activities count until the end of their last day (spec 1 §5).
  ADD COLUMN last_day text GENERATED ALWAYS AS (
    coalesce(data->>'field_end_date', data->>'field_start_date')
  ) STORED,
  ADD COLUMN start_date text GENERATED ALWAYS AS (data->>'field_start_date') STORED,
  ADD COLUMN start_time integer GENERATED ALWAYS AS (
    CASE WHEN data->>'field_start_time' ~ '^\s*[+-]?[0-9]{1,9}\s*$' THEN (data->>'field_start_time')::integer END
  ) STORED,
  ADD COLUMN lat double precision GENERATED ALWAYS AS (
    CASE WHEN data->'field_geolocation'->>'lat' ~ '^\s*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,2})?\s*$'
      THEN (data->'field_geolocation'->>'lat')::double precision END
  ) STORED,
  ADD COLUMN lon double precision GENERATED ALWAYS AS (
    CASE WHEN data->'field_geolocation'->>'lon' ~ '^\s*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,2})?\s*$'
      THEN (data->'field_geolocation'->>'lon')::double precision END
  ) STORED,
  ADD COLUMN vacancy_type text GENERATED ALWAYS AS (data->>'field_vacancy_type') STORED,
  -- The vacancy search matches a term in the title, subtitle or place, each folded as foldName
  -- does (lib/fold-name.ts). Folded names hold only a-z, 0-9 and spaces, so a term never spans
  -- the '|' between them, and one trigram index answers all three.
  ADD COLUMN vacancy_text text GENERATED ALWAYS AS (
    CASE WHEN type IN ('vacancies', 'regio_vacancies') THEN
      trim(regexp_replace(lower(regexp_replace(normalize(title, NFKD), '[\u0300-\u036f''’‘ʼ]', '', 'g')), '[^a-z0-9]+', ' ', 'g'))
      || '|' || trim(regexp_replace(lower(regexp_replace(normalize(coalesce(data->>'field_sub_title', ''), NFKD), '[\u0300-\u036f''’‘ʼ]', '', 'g')), '[^a-z0-9]+', ' ', 'g'))
      || '|' || trim(regexp_replace(lower(regexp_replace(normalize(coalesce(data->>'field_plaatsnaam', ''), NFKD), '[\u0300-\u036f''’‘ʼ]', '', 'g')), '[^a-z0-9]+', ' ', 'g'))
    END
  ) STORED;

-- Regional listings (region content views, locations, activities, vacancies of one region).
CREATE INDEX nodes_type_region_idx ON nodes (type, region_id) WHERE status;

-- News newest first, of all regions and of one; the node id breaks ties as the queries do.
CREATE INDEX nodes_news_published_idx ON nodes (published DESC NULLS LAST, nid DESC)
  WHERE status AND type = 'news';
CREATE INDEX nodes_news_region_idx ON nodes (region_id, published DESC NULLS LAST, nid DESC)
  WHERE status AND type = 'news';

-- Activities near a place: a bounding box on latitude, then longitude, before the distance.
CREATE INDEX nodes_activity_position_idx ON nodes (lat, lon, last_day)
  WHERE status AND type = 'activiteit';

-- Vacancies: newest first, near a place, and by words of their title, subtitle or place.
CREATE INDEX nodes_vacancy_created_idx ON nodes (created DESC, nid)
  WHERE status AND type IN ('vacancies', 'regio_vacancies');
CREATE INDEX nodes_vacancy_position_idx ON nodes (lat, lon)
  WHERE status AND type IN ('vacancies', 'regio_vacancies');
CREATE INDEX nodes_vacancy_kind_idx ON nodes (vacancy_type)
  WHERE status AND type IN ('vacancies', 'regio_vacancies');
CREATE INDEX nodes_vacancy_text_idx ON nodes USING gin (vacancy_text gin_trgm_ops)
  WHERE status AND type IN ('vacancies', 'regio_vacancies');
