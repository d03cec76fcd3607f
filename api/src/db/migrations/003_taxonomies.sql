-- Taxonomy terms (spec 1 §3 "Taxonomy term"): one table for every vocabulary, sorted by weight.
CREATE TABLE taxonomy_terms (
  vocabulary text NOT NULL,
  tid integer NOT NULL,
  name text NOT NULL,
  weight integer NOT NULL DEFAULT 0,
  icon text,
  PRIMARY KEY (vocabulary, tid)
);

-- Listings filter nodes by type and region; the region reference lives in the document.
CREATE INDEX nodes_region_idx ON nodes (type, ((data->'field_regio'->>'id')::integer));
