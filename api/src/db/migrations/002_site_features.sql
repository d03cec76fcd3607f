-- The revision a node currently shows; older and unpublished revisions live in node_revisions,
-- which only the preview reads.
ALTER TABLE nodes ADD COLUMN vid integer NOT NULL DEFAULT 1 CHECK (vid > 0);

CREATE TABLE node_revisions (
  nid integer NOT NULL REFERENCES nodes (nid) ON DELETE CASCADE,
  vid integer NOT NULL CHECK (vid > 0),
  data jsonb NOT NULL,
  PRIMARY KEY (nid, vid)
);

CREATE TABLE slide_ins (
  id integer PRIMARY KEY,
  title text NOT NULL,
  compact_title text NOT NULL,
  text text NOT NULL,
  compact_text text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  weight integer NOT NULL DEFAULT 0,
  -- Path patterns, one per line; * is a wildcard and <front> the home page.
  pages text NOT NULL DEFAULT '',
  seconds integer NOT NULL CHECK (seconds >= 0),
  form_id text,
  script_id text,
  image jsonb,
  button jsonb
);

CREATE TABLE redirects (
  id integer PRIMARY KEY,
  source text NOT NULL UNIQUE CHECK (source LIKE '/%'),
  -- A path on this site or an absolute URL on another origin.
  target text NOT NULL
);

CREATE TABLE style_rules (
  id integer PRIMARY KEY,
  code text NOT NULL,
  paths text NOT NULL DEFAULT '',
  content_types text[] NOT NULL DEFAULT '{}',
  condition text NOT NULL CHECK (condition IN ('AND', 'OR'))
);

CREATE TABLE error_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  event_id text,
  dsn_host text NOT NULL,
  project_id text NOT NULL,
  envelope text NOT NULL
);
