-- Nodes are stored whole, in the Drupal shape the site reads; the plain columns beside the
-- document exist for lookups, listings and search.
CREATE TABLE nodes (
  nid integer PRIMARY KEY,
  type text NOT NULL,
  title text NOT NULL,
  alias text NOT NULL UNIQUE CHECK (alias LIKE '/%'),
  status boolean NOT NULL DEFAULT true,
  langcode text NOT NULL DEFAULT 'nl',
  created timestamptz NOT NULL,
  changed timestamptz NOT NULL,
  -- Plain text of introduction and blocks, written with the node; HTML never reaches the index.
  body_text text NOT NULL DEFAULT '',
  data jsonb NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('dutch'::regconfig, title), 'A') ||
    setweight(to_tsvector('dutch'::regconfig, body_text), 'B')
  ) STORED
);

CREATE INDEX nodes_type_idx ON nodes (type);
CREATE INDEX nodes_search_idx ON nodes USING gin (search);

CREATE TABLE menu_items (
  id integer PRIMARY KEY,
  menu text NOT NULL,
  parent_id integer REFERENCES menu_items (id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  description text,
  url text NOT NULL,
  external boolean NOT NULL DEFAULT false,
  expanded boolean NOT NULL DEFAULT false,
  weight integer NOT NULL DEFAULT 0
);

CREATE INDEX menu_items_menu_idx ON menu_items (menu, parent_id, weight);
