import type { Db } from '../db/db';
import { generateSeedContent } from './generate';

// One statement per table: rows travel as one JSON document, which is fast on PGlite and
// PostgreSQL alike. The param is cast from text because PGlite would re-encode a jsonb param.
const INSERT_NODES = `
  INSERT INTO nodes (nid, type, title, alias, status, langcode, created, changed, body_text, data)
  SELECT nid, type, title, alias, status, langcode, created, changed, body_text, data
  FROM jsonb_to_recordset($1::text::jsonb) AS x(
    nid integer, type text, title text, alias text, status boolean, langcode text,
    created timestamptz, changed timestamptz, body_text text, data jsonb
  )`;

const INSERT_MENU_ITEMS = `
  INSERT INTO menu_items (id, menu, parent_id, key, title, description, url, external, expanded, weight)
  SELECT id, menu, parent_id, key, title, description, url, external, expanded, weight
  FROM jsonb_to_recordset($1::text::jsonb) AS x(
    id integer, menu text, parent_id integer, key text, title text, description text,
    url text, external boolean, expanded boolean, weight integer
  )`;

export interface SeedResult {
  nodes: number;
  menuItems: number;
}

export async function seedDatabase(db: Db): Promise<SeedResult> {
  const content = generateSeedContent();
  await db.transaction(async (tx) => {
    await tx.query(INSERT_NODES, [JSON.stringify(content.nodes)]);
    await tx.query(INSERT_MENU_ITEMS, [JSON.stringify(content.menuItems)]);
  });
  return { nodes: content.nodes.length, menuItems: content.menuItems.length };
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM nodes) AS present');
  return !rows[0]?.present;
}

/** Seeds a fresh database; leaves one that already has content alone. */
export async function seedIfEmpty(db: Db): Promise<SeedResult | null> {
  return (await isDatabaseEmpty(db)) ? seedDatabase(db) : null;
}
