import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/db';
import { foldName } from '../../lib/fold-name';

declare module 'fastify' {
  interface FastifyInstance {
    geo: Geo;
  }
}

export interface GeoPoint {
  lat: number;
  lon: number;
  /** The place found, e.g. "'s-Hertogenbosch" for "den bosch". */
  label: string;
  municipality: string | null;
}

// "1234" or "1234 AB": only the four digits matter, the gazetteer knows PC4 areas.
const POSTCODE = /^(\d{4})\s*(?:[a-z]{2})?$/i;

// Trigram similarity from which a name counts as a typo of the term; below it, "Atlantis"
// would find some village.
const TYPO_SIMILARITY = 0.45;

const BY_POSTCODE = `
  SELECT g.lat, g.lon, g.place AS label, g.municipality, m.region_nid
  FROM gazetteer g LEFT JOIN municipality_regions m ON m.municipality = g.municipality
  WHERE g.postcode = $1`;

// The bigger place wins when two share a name (Bergen in Noord-Holland and in Limburg).
const BY_NAME = `
  SELECT p.lat, p.lon, p.label, p.municipality, m.region_nid
  FROM place_names p LEFT JOIN municipality_regions m ON m.municipality = p.municipality
  WHERE p.name = $1
  ORDER BY p.weight DESC, p.label`;

const BY_TYPO = `
  SELECT p.lat, p.lon, p.label, p.municipality, m.region_nid
  FROM place_names p LEFT JOIN municipality_regions m ON m.municipality = p.municipality
  WHERE p.name % $1 AND similarity(p.name, $1) >= ${TYPO_SIMILARITY}
  ORDER BY similarity(p.name, $1) DESC, p.weight DESC, p.label
  LIMIT 1`;

// Municipalities formed after the gazetteer's year are only known by name, without a centre.
const MUNICIPALITY_REGION = 'SELECT region_nid FROM municipality_regions WHERE folded = $1';

interface Hit extends GeoPoint {
  region_nid: number | null;
}

/** Places matching a typed postcode or name: exact matches, else the closest typo, else none. */
async function lookupKey(db: Queryable, key: string): Promise<Hit[]> {
  if (key.startsWith('pc:')) return (await db.query<Hit>(BY_POSTCODE, [key.slice(3)])).rows;
  const name = key.slice(5);
  if (name === '') return [];
  const exact = (await db.query<Hit>(BY_NAME, [name])).rows;
  if (exact.length > 0) return exact;
  return (await db.query<Hit>(BY_TYPO, [name])).rows;
}

/** What a typed place is looked up by: its four postcode digits or its folded name. */
function keyOf(query: string): string {
  const postcode = POSTCODE.exec(query.trim());
  return postcode ? `pc:${postcode[1]}` : `name:${foldName(query)}`;
}

// Places a visitor types again and again ("Utrecht", "3511"): the gazetteer is written by the
// migrations and the seed before the api listens and never changes while it runs, so what a
// key found once holds until the api restarts. The most recent few thousand are kept.
const REMEMBERED_PLACES = 5000;

export type Geo = ReturnType<typeof createGeo>;

export function createGeo(db: Queryable) {
  const found = new LRUCache<string, Hit[]>({ max: REMEMBERED_PLACES });
  const lookup = async (query: string): Promise<Hit[]> => {
    const key = keyOf(query);
    const known = found.get(key);
    if (known) return known;
    const hits = await lookupKey(db, key);
    found.set(key, hits);
    return hits;
  };
  return {
    /** Coordinates of a typed postcode, place or municipality; null when unknown. */
    async geocode(query: string): Promise<GeoPoint | null> {
      const hit = (await lookup(query))[0];
      return hit ? { lat: hit.lat, lon: hit.lon, label: hit.label, municipality: hit.municipality } : null;
    },
    /** Region nids serving the place, municipality or postcode typed (via municipality_regions). */
    async regionsFor(query: string): Promise<number[]> {
      const hits = await lookup(query);
      const named = (await db.query<{ region_nid: number }>(MUNICIPALITY_REGION, [foldName(query)])).rows;
      const nids = [...hits.map((hit) => hit.region_nid), ...named.map((row) => row.region_nid)];
      return [...new Set(nids.filter((nid): nid is number => nid !== null))];
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('geo', createGeo(app.db));
  },
  { name: 'geo-repository', dependencies: ['database'] },
);
