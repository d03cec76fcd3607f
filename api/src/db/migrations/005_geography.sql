-- Geography (spec 1 §7 closest calls): the Dutch four-digit postcode areas, the names a
-- visitor may type for a place, and the region every municipality belongs to.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE gazetteer (
  postcode text PRIMARY KEY,
  place text NOT NULL,
  alternatives text NOT NULL DEFAULT '',
  municipality text,
  province text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL
);

-- Folded names (lower case, no accents or punctuation) of places, their other spellings and
-- municipalities, each with the centre of its postcode areas.
CREATE TABLE place_names (
  name text NOT NULL,
  label text NOT NULL,
  municipality text,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  weight integer NOT NULL
);
CREATE INDEX place_names_name_idx ON place_names (name);
-- Small typos are found by trigram similarity.
CREATE INDEX place_names_trgm_idx ON place_names USING gin (name gin_trgm_ops);

CREATE TABLE municipality_regions (
  municipality text PRIMARY KEY,
  folded text NOT NULL UNIQUE,
  region_nid integer NOT NULL,
  lat double precision,
  lon double precision
);
