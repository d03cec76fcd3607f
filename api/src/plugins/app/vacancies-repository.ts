import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { boundingBox } from '../../geo/bounding-box';
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

// Position, region, kind and folded text are typed columns of `nodes` with indexes
// (migration 011). $1 is the search term folded by foldName; `vacancy_text` holds the title,
// subtitle and place folded the same way, so one trigram index finds the term in any of them.
const TERM_ID = (field: string) => `(data->'${field}'->>'id')::integer`;
// Haversine distance in km; null for a vacancy without coordinates or a search without a place.
const DISTANCE = `CASE WHEN $7::float8 IS NULL OR lat IS NULL THEN NULL ELSE
  12742 * asin(sqrt(power(sin(radians(lat - $7) / 2), 2)
    + cos(radians($7)) * cos(radians(lat)) * power(sin(radians(lon - $8) / 2), 2))) END`;
const NATIONAL = `(NOT $10 AND vacancy_type IN ('landelijk', 'vanuit_huis'))`;

// Volunteer vacancies only (national and regional, of either content type): corporate jobs have
// their own page and the open-application vacancies (spec 1 §3) are the empty state's target, not
// items of the list. Near a place, the box $13–$16 (geo/bounding-box) lets the index find the
// candidates before the distance decides. A search with a word and one near a place each have a
// text of their own, without the condition that would switch the word or the place off: the
// statements are prepared, and PostgreSQL may then keep one plan for all values of a kind (a
// plan for "any word or none" cannot use the trigram index or the box). Every text names all
// sixteen parameters, so they keep their numbers and types.
function matches({ word, near }: { word: boolean; near: boolean }): string {
  return `
    status AND type IN ('vacancies', 'regio_vacancies')
      AND title NOT IN ('Open sollicitatie', 'Vrijblijvend contactverzoek')
      AND ${word ? `vacancy_text LIKE '%' || $1 || '%'` : `$1 = ''`}
      AND (cardinality($2::int[]) = 0 OR ${TERM_ID('field_function_type')} = ANY($2::int[]))
      AND (cardinality($3::int[]) = 0 OR ${TERM_ID('field_theme')} = ANY($3::int[]))
      AND (cardinality($4::int[]) = 0 OR ${TERM_ID('field_duration')} = ANY($4::int[]))
      AND (cardinality($5::int[]) = 0 OR ${TERM_ID('field_availability')} = ANY($5::int[]))
      AND ($6::int IS NULL OR region_id = $6)
      AND (${near ? '' : '$7::float8 IS NULL OR '}(lat BETWEEN $13::float8 AND $14::float8
        AND lon BETWEEN $15::float8 AND $16::float8) OR ${NATIONAL})
      AND (${near ? '' : '$7::float8 IS NULL OR '}${DISTANCE} <= $9 OR ${NATIONAL})`;
}

// The page is chosen from the typed columns and the count is taken apart from it, so only the
// page's rows read their documents.
// The list of all vacancies, without any filter, takes its count from `listing_counts`, which
// triggers keep (migration 014).
const MATCHES = matches({ word: false, near: false });
const listSql = (total: string) => `
  WITH page AS (
    SELECT nid, created, ${DISTANCE} AS distance FROM nodes WHERE ${MATCHES}
    ORDER BY distance NULLS LAST, created DESC, nid
    LIMIT $11 OFFSET $12
  )
  SELECT nid, title, alias, data, page.distance, (${total})::int AS total
  FROM page JOIN nodes USING (nid)
  ORDER BY page.distance NULLS LAST, page.created DESC, nid`;
const SEARCH_SQL = listSql(`SELECT count(*) FROM nodes WHERE ${MATCHES}`);
const ALL_SQL = listSql("SELECT total FROM listing_counts WHERE listing = 'vacancies'");

// With a word or a place the trigram index or the box leaves a few dozen or hundred matches:
// those are read once, kept, and both paged and counted, instead of read twice (about a quarter
// less per call at 20,000 nodes). Without either, the list of all vacancies is paged from its
// index in date order and counted from the index alone (SEARCH_SQL), cheaper than keeping
// thousands of rows.
const narrowSql = (kind: { word: boolean; near: boolean }) => `
  WITH hits AS MATERIALIZED (
    SELECT nid, created, ${DISTANCE} AS distance FROM nodes WHERE ${matches(kind)}
  ), page AS (
    SELECT * FROM hits ORDER BY distance NULLS LAST, created DESC, nid LIMIT $11 OFFSET $12
  )
  SELECT nid, title, alias, data, page.distance, (SELECT count(*) FROM hits)::int AS total
  FROM page JOIN nodes USING (nid)
  ORDER BY page.distance NULLS LAST, page.created DESC, nid`;

/** The statement of a search, by whether it has a word, then whether it is near a place. */
const VACANCY_SEARCH_SQL = {
  word: { near: narrowSql({ word: true, near: true }), anywhere: narrowSql({ word: true, near: false }) },
  any: { near: narrowSql({ word: false, near: true }), anywhere: SEARCH_SQL },
};

/** Whether a search is the list of all vacancies: no word, place, region or filter. */
const isWholeList = (filter: VacancyFilter) =>
  filter.query === '' &&
  !filter.near &&
  filter.regionId === null &&
  [filter.functionIds, filter.activityIds, filter.durationIds, filter.availabilityIds].every((ids) => ids.length === 0);

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
      const box = filter.near ? boundingBox(filter.near.lat, filter.near.lon, filter.radius) : null;
      // A prepared statement (five fixed texts): parsed once; PostgreSQL plans it for the values.
      const { rows } = await db.query<Row>(
        isWholeList(filter)
          ? ALL_SQL
          : VACANCY_SEARCH_SQL[filter.query !== '' ? 'word' : 'any'][filter.near ? 'near' : 'anywhere'],
        [
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
          box?.minLat ?? null,
          box?.maxLat ?? null,
          box?.minLon ?? null,
          box?.maxLon ?? null,
        ],
        { prepared: true },
      );
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
