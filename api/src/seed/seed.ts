import type { Db, Queryable } from '../db/db';
import { generateSeedContent, type SeedOptions } from './generate';
import { buildGeography } from './geography';

// One statement per table: rows travel as one JSON document, which is fast on PGlite and
// PostgreSQL alike. The param is cast from text because PGlite would re-encode a jsonb param.
export const INSERT_NODES = `
  INSERT INTO nodes (nid, type, title, alias, status, vid, langcode, created, changed, body_text, data)
  SELECT nid, type, title, alias, status, vid, langcode, created, changed, body_text, data
  FROM jsonb_to_recordset($1::text::jsonb) AS x(
    nid integer, type text, title text, alias text, status boolean, vid integer, langcode text,
    created timestamptz, changed timestamptz, body_text text, data jsonb
  )`;

const INSERT_MENU_ITEMS = `
  INSERT INTO menu_items (id, menu, parent_id, key, title, description, url, external, expanded, weight)
  SELECT id, menu, parent_id, key, title, description, url, external, expanded, weight
  FROM jsonb_to_recordset($1::text::jsonb) AS x(
    id integer, menu text, parent_id integer, key text, title text, description text,
    url text, external boolean, expanded boolean, weight integer
  )`;

// Every node's current revision is its stored document; older ones come from the content.
const INSERT_REVISIONS = `
  INSERT INTO node_revisions (nid, vid, data)
  SELECT nid, vid, data FROM nodes
  UNION ALL
  SELECT nid, vid, data FROM jsonb_to_recordset($1::text::jsonb) AS x(nid integer, vid integer, data jsonb)`;

const INSERT_SLIDE_INS = `
  INSERT INTO slide_ins (id, title, compact_title, text, compact_text, status, weight, pages, seconds,
    form_id, script_id, image, button)
  SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(
    id integer, title text, compact_title text, text text, compact_text text, status boolean,
    weight integer, pages text, seconds integer, form_id text, script_id text, image jsonb, button jsonb
  )`;

const INSERT_REDIRECTS = `
  INSERT INTO redirects (id, source, target)
  SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(id integer, source text, target text)`;

const INSERT_STYLE_RULES = `
  INSERT INTO style_rules (id, code, paths, content_types, condition)
  SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(
    id integer, code text, paths text, content_types text[], condition text
  )`;

const INSERT_TAXONOMY_TERMS = `
  INSERT INTO taxonomy_terms (vocabulary, tid, name, weight, icon)
  SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(
    vocabulary text, tid integer, name text, weight integer, icon text
  )`;

const INSERT_GAZETTEER = `
  INSERT INTO gazetteer (postcode, place, alternatives, municipality, province, lat, lon)
  SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(
    postcode text, place text, alternatives text, municipality text, province text,
    lat double precision, lon double precision
  )`;

const INSERT_PLACE_NAMES = `
  INSERT INTO place_names (name, label, municipality, lat, lon, weight)
  SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(
    name text, label text, municipality text, lat double precision, lon double precision, weight integer
  )`;

const INSERT_MUNICIPALITY_REGIONS = `
  INSERT INTO municipality_regions (municipality, folded, region_nid, lat, lon)
  SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(
    municipality text, folded text, region_nid integer, lat double precision, lon double precision
  )`;

const INSERT_MEMORY_TEST_TEXTS = `
  INSERT INTO memory_test_texts (test_kind, score_group, age_group, position, body)
  SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(
    test_kind text, score_group text, age_group text, position integer, body text
  )`;

export interface SeedResult {
  nodes: number;
  menuItems: number;
}

// Any fixed number works; it only has to be the same for every api instance that seeds.
const SEED_LOCK_ID = 7_351_002;

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const result = await db.transaction((tx) => seedInto(tx, options));
  await analyseSeeded(db);
  return result;
}

async function seedInto(tx: Queryable, options: SeedOptions): Promise<SeedResult> {
  const content = generateSeedContent(options);
  const geography = buildGeography();
  await tx.query(INSERT_NODES, [JSON.stringify(content.nodes)]);
  await tx.query(INSERT_MENU_ITEMS, [JSON.stringify(content.menuItems)]);
  await tx.query(INSERT_REVISIONS, [JSON.stringify(content.olderRevisions)]);
  await tx.query(INSERT_SLIDE_INS, [JSON.stringify(content.slideIns)]);
  await tx.query(INSERT_REDIRECTS, [JSON.stringify(content.redirects)]);
  await tx.query(INSERT_STYLE_RULES, [JSON.stringify(content.styleRules)]);
  await tx.query(INSERT_TAXONOMY_TERMS, [JSON.stringify(content.taxonomyTerms)]);
  await tx.query(INSERT_MEMORY_TEST_TEXTS, [JSON.stringify(content.memoryTestTexts)]);
  await tx.query(INSERT_GAZETTEER, [JSON.stringify(geography.gazetteer)]);
  await tx.query(INSERT_PLACE_NAMES, [JSON.stringify(geography.placeNames)]);
  await tx.query(INSERT_MUNICIPALITY_REGIONS, [JSON.stringify(geography.municipalityRegions)]);
  return { nodes: content.nodes.length, menuItems: content.menuItems.length };
}

// The visibility map lets listings count from their indexes alone (migration 012), and
// search's kept ranks (migration 013) from theirs; PGlite has no autovacuum to write it.
// Outside the transaction: VACUUM cannot run in one.
const analyseSeeded = (db: Db) => db.exec('VACUUM ANALYZE nodes, search_lexemes, search_title_postings');

export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM nodes) AS present');
  return !rows[0]?.present;
}

/**
 * Seeds a fresh database; leaves one that already has content alone. Two api instances starting
 * together on an empty database (docker-compose.yml runs two) take turns: the second finds it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedResult | null> {
  const result = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    return (await isDatabaseEmpty(tx)) ? seedInto(tx, options) : null;
  });
  if (result) await analyseSeeded(db);
  return result;
}
