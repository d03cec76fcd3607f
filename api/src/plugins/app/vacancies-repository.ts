import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { foldNameSql } from '../../lib/fold-name';
import type { Coordinates } from '../../geo/places';
import { text } from '@alz/shared/wire/read';

declare module 'fastify' {
  interface FastifyInstance {
    vacanciesRepository: ReturnType<typeof create>;
  }
}

export interface VacancyFilter {
  /** Words of the title, subtitle or place, folded by foldName; '' for any. */
  query: string;
  functionIds: number[];
  activityIds: number[];
  durationIds: number[];
  availabilityIds: number[];
  regionId: number | null;
  /** Only vacancies within `radius` km of `near`; national work is near everyone unless `placedOnly`. */
  near: Coordinates | null;
  radius: number;
  /** Leave out vacancies without a place (national and from-home work): the closest call. */
  placedOnly: boolean;
}

interface Row {
  nid: number;
  title: string;
  alias: string;
  data: Record<string, unknown>;
  distance: number | null;
  total: number;
}

// $1 is the search term folded by foldName, so it is compared with names folded the same way.
const HAS_TERM = (sql: string) => `${foldNameSql(sql)} LIKE '%' || $1 || '%'`;
const TERM_ID = (field: string) => `(data->'${field}'->>'id')::integer`;
const LAT = "(data->'field_geolocation'->>'lat')::float8";
const LON = "(data->'field_geolocation'->>'lon')::float8";
// Haversine distance in km; null for a vacancy without coordinates or a search without a place.
const DISTANCE = `CASE WHEN $7::float8 IS NULL OR data->'field_geolocation'->>'lat' IS NULL THEN NULL ELSE
  12742 * asin(sqrt(power(sin(radians(${LAT} - $7) / 2), 2)
    + cos(radians($7)) * cos(radians(${LAT})) * power(sin(radians(${LON} - $8) / 2), 2))) END`;

// Volunteer vacancies only (national and regional, of either content type): corporate jobs have their own page and the open-application
// vacancies (spec 1 §3) are the empty state's target, not items of the list.
const SEARCH_SQL = `
  WITH v AS (
    SELECT nid, title, alias, created, data, ${DISTANCE} AS distance FROM nodes
    WHERE status AND type IN ('vacancies', 'regio_vacancies')
      AND title NOT IN ('Open sollicitatie', 'Vrijblijvend contactverzoek')
      AND ($1 = '' OR ${HAS_TERM('title')} OR ${HAS_TERM("coalesce(data->>'field_sub_title', '')")}
           OR ${HAS_TERM("coalesce(data->>'field_plaatsnaam', '')")})
      AND (cardinality($2::int[]) = 0 OR ${TERM_ID('field_function_type')} = ANY($2::int[]))
      AND (cardinality($3::int[]) = 0 OR ${TERM_ID('field_theme')} = ANY($3::int[]))
      AND (cardinality($4::int[]) = 0 OR ${TERM_ID('field_duration')} = ANY($4::int[]))
      AND (cardinality($5::int[]) = 0 OR ${TERM_ID('field_availability')} = ANY($5::int[]))
      AND ($6::int IS NULL OR ${TERM_ID('field_regio')} = $6)
  )
  SELECT nid, title, alias, data, distance, count(*) OVER ()::int AS total FROM v
  WHERE $7::float8 IS NULL
     OR distance <= $9
     OR (NOT $10 AND data->>'field_vacancy_type' IN ('landelijk', 'vanuit_huis'))
  ORDER BY distance NULLS LAST, created DESC, nid
  LIMIT $11 OFFSET $12`;

const label = (value: unknown) =>
  value && typeof value === 'object' ? text((value as { label?: unknown }).label) : '';

// Spec 1 §3: a regional card shows its town; national work "in de buurt" or "vanuit huis".
function location(data: Record<string, unknown>): string {
  const type = text(data.field_vacancy_type);
  if (type === 'vanuit_huis') return 'Vanuit huis';
  if (type === 'landelijk') return 'In de buurt';
  return text(data.field_plaatsnaam);
}

type Item = ReturnType<typeof toItem>;

function toItem(row: Row) {
  return {
    Id: row.nid,
    Title: row.title,
    SubTitle: text(row.data.field_sub_title),
    Url: row.alias,
    Theme: label(row.data.field_theme),
    Availability: label(row.data.field_availability),
    Duration: label(row.data.field_duration),
    Location: location(row.data),
    VacancyType: text(row.data.field_vacancy_type) || 'regional',
    ...(row.distance === null ? {} : { Distance: Math.round(row.distance * 10) / 10 }),
  };
}

function create(db: Db) {
  return {
    async search(filter: VacancyFilter, page: number, pageSize: number): Promise<{ total: number; items: Item[] }> {
      const { rows } = await db.query<Row>(SEARCH_SQL, [
        filter.query,
        filter.functionIds,
        filter.activityIds,
        filter.durationIds,
        filter.availabilityIds,
        filter.regionId,
        filter.near?.lat ?? null,
        filter.near?.lon ?? null,
        filter.radius,
        filter.placedOnly,
        pageSize,
        page * pageSize,
      ]);
      // The window count is missing when the page lies beyond the last one; count again then.
      const total = rows[0]?.total ?? (page > 0 ? (await this.search(filter, 0, 1)).total : 0);
      return { total, items: rows.map(toItem) };
    },

    async regionExists(regionId: number) {
      const { rows } = await db.query("SELECT 1 FROM nodes WHERE status AND type = 'regio' AND nid = $1", [regionId]);
      return rows.length > 0;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('vacanciesRepository', create(app.db));
  },
  { name: 'vacancies-repository', dependencies: ['database'] },
);
