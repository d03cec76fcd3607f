import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { foldName, foldNameSql } from '../../lib/fold-name';

declare module 'fastify' {
  interface FastifyInstance {
    locations: ReturnType<typeof createLocationsRepository>;
  }
}

export const LOCATIONS_PAGE_SIZE = 10;

// A region is asked for by its url name with dashes turned to spaces (spec 1 §7), so names are
// compared folded (lib/fold-name.ts), without the "Regio " every title starts with.
const REGION_PREFIX = /^regio /;
const FOLDED_TITLE = `regexp_replace(${foldNameSql('title')}, '${REGION_PREFIX.source}', '')`;

const REGION_SQL = `SELECT nid, title, alias FROM nodes WHERE status AND type = 'regio' AND ${FOLDED_TITLE} = $1`;

// region_id is field_regio's id as a column with an index (migration 011).
const LOCATIONS_WHERE = `status AND type = 'location' AND region_id = $1
    AND ($2::integer IS NULL OR (data->'field_location_type'->>'id')::integer = $2)`;

const LOCATIONS_SQL = `
  SELECT title, alias, data->'field_location_type'->>'label' AS type_label, data->'field_address' AS address,
         count(*) OVER ()::int AS total
  FROM nodes
  WHERE ${LOCATIONS_WHERE}
  ORDER BY title, nid
  LIMIT ${LOCATIONS_PAGE_SIZE} OFFSET $3`;

const COUNT_SQL = `SELECT count(*)::int AS total FROM nodes WHERE ${LOCATIONS_WHERE}`;

const TERMS_SQL = 'SELECT tid, name, icon FROM taxonomy_terms WHERE vocabulary = $1 ORDER BY weight, name';

interface LocationHit {
  title: string;
  alias: string;
  type_label: string | null;
  address: { address_line1?: string; postal_code?: string; locality?: string } | null;
  total: number;
}

function createLocationsRepository(db: Db) {
  const count = async (regionId: number, locationType: number | null) =>
    (await db.query<{ total: number }>(COUNT_SQL, [regionId, locationType])).rows[0]?.total ?? 0;
  return {
    async regionByName(name: string) {
      const { rows } = await db.query<{ nid: number; title: string; alias: string }>(REGION_SQL, [
        foldName(name).replace(REGION_PREFIX, ''),
      ]);
      const region = rows[0];
      return region ? { Id: region.nid, Title: region.title, Data: { Path: region.alias } } : null;
    },
    async locations(regionId: number, locationType: number | null, page: number) {
      const { rows } = await db.query<LocationHit>(LOCATIONS_SQL, [regionId, locationType, page * LOCATIONS_PAGE_SIZE]);
      // A page past the end still tells the site how many there are, so its pager stays right.
      const total = rows[0]?.total ?? (page > 0 ? await count(regionId, locationType) : 0);
      return {
        Total: total,
        Locations: rows.map((row) => ({
          Title: row.title,
          LocationType: row.type_label ?? '',
          Address: {
            address_line1: row.address?.address_line1 ?? '',
            postal_code: row.address?.postal_code ?? '',
            locality: row.address?.locality ?? '',
          },
          Data: { Path: row.alias },
        })),
      };
    },
    async terms(vocabulary: string) {
      const { rows } = await db.query<{ tid: number; name: string; icon: string | null }>(TERMS_SQL, [vocabulary]);
      return rows.map((row) => ({ tid: row.tid, name: row.name, ...(row.icon ? { icon: row.icon } : {}) }));
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('locations', createLocationsRepository(app.db));
  },
  { name: 'locations-repository', dependencies: ['database'] },
);
