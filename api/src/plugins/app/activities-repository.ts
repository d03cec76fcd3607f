import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { boundingBox } from '../../geo/bounding-box';
import { stripHtml } from '../../lib/html-text';

declare module 'fastify' {
  interface FastifyInstance {
    activitiesRepository: ReturnType<typeof create>;
  }
}

/** Activity listing page size (spec 1 §9). */
export const ACTIVITIES_PAGE_SIZE = 6;

/** Today in the Netherlands as YYYY-MM-DD: an activity of today is not past until midnight there. */
export function dutchToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}

// Region, last day, start and position are typed columns of `nodes` with indexes (migration 011).
const FIELD = {
  location: "(data->'field_locatie'->>'id')::integer",
  typeLabel: "data->'field_activity_type'->>'label'",
  typeId: "data->'field_activity_type'->>'id'",
  locality: "data->'field_address'->>'locality'",
  lat: 'lat',
  lon: 'lon',
};

// Haversine on a sphere of 6371 km, the same formula as haversineKm in geo/pc4.ts.
const haversine = (lat: string, lon: string) => `2 * 6371 * asin(least(1, sqrt(
  power(sin(radians(${FIELD.lat} - ${lat}) / 2), 2)
  + cos(radians(${lat})) * cos(radians(${FIELD.lat})) * power(sin(radians(${FIELD.lon} - ${lon}) / 2), 2))))`;

/**
 * Every listing leaves out activities that have ended (spec 1 §5): an activity counts until the
 * end of its last day, its end date or, without one, its start date, in Dutch time. The site's
 * `isNotPast` (mf-regions activity-model.ts) applies the same rule as a second guard.
 */
export interface Criteria {
  regionId?: number;
  locationId?: number;
  activityType?: string | undefined;
  city?: string | undefined;
  near?: { lat: number; lon: number; radius: number };
}

function build(criteria: Criteria) {
  const params: unknown[] = [];
  const param = (value: unknown, cast: string) => {
    params.push(value);
    return `$${params.length}::${cast}`;
  };
  const where = ['status', "type = 'activiteit'", `last_day >= ${param(dutchToday(), 'text')}`];
  if (criteria.regionId !== undefined) where.push(`region_id = ${param(criteria.regionId, 'integer')}`);
  if (criteria.locationId !== undefined) where.push(`${FIELD.location} = ${param(criteria.locationId, 'integer')}`);
  // A type is asked for by its name (the names the type lists send) or by its term id.
  const type = criteria.activityType?.trim().toLowerCase();
  if (type) {
    const value = param(type, 'text');
    where.push(`(lower(${FIELD.typeLabel}) = ${value} OR ${FIELD.typeId} = ${value})`);
  }
  const city = criteria.city?.trim().toLowerCase();
  if (city) where.push(`lower(${FIELD.locality}) = ${param(city, 'text')}`);
  let distance: string | null = null;
  let limit: string | null = null;
  if (criteria.near) {
    // The box holds every activity within the radius; the index finds them, the distance decides.
    const box = boundingBox(criteria.near.lat, criteria.near.lon, criteria.near.radius);
    where.push(`lat BETWEEN ${param(box.minLat, 'double precision')} AND ${param(box.maxLat, 'double precision')}`);
    where.push(`lon BETWEEN ${param(box.minLon, 'double precision')} AND ${param(box.maxLon, 'double precision')}`);
    distance = haversine(param(criteria.near.lat, 'double precision'), param(criteria.near.lon, 'double precision'));
    // Metre precision, so an activity exactly at the edge is inside whatever the float noise:
    // rounded to metres, at most a radius of whole kilometres (schemas/activities), that is
    // less than half a metre beyond it; compared as a float, as rounding a numeric costs more.
    limit = param(criteria.near.radius + 0.0005, 'double precision');
  }
  return {
    /** Every condition but the distance's. */
    box: where.join(' AND '),
    /** Every condition. */
    where: [...where, ...(distance && limit ? [`(${distance}) < ${limit}`] : [])].join(' AND '),
    /** The radius's condition on a column `distance`, or null when not searching near a place. */
    within: limit && `distance < ${limit}`,
    params,
    distance,
  };
}

interface ActivityRow {
  nid: number;
  title: string;
  alias: string;
  intro: string | null;
  type: { label?: string; icon?: string } | null;
  start_date: string | null;
  end_date: string | null;
  start_time: number | null;
  end_time: number | null;
  location: string | null;
  locality: string | null;
  external_uri: string | null;
  distance: number | null;
  total: number;
}

function toItem(row: ActivityRow) {
  return {
    Id: row.nid,
    Title: row.title,
    Introduction: stripHtml(row.intro ?? ''),
    Url: row.alias,
    ...(row.distance === null ? {} : { Distance: Math.round(row.distance * 10) / 10 }),
    Activity: {
      ActivityType: row.type?.label ?? '',
      ActivityTypeIcon: { Path: row.type?.icon ?? '' },
      StartDate: row.start_date ?? '',
      EndDate: row.end_date,
      StartTime: row.start_time,
      EndTime: row.end_time,
      ActivityLocation: row.location ?? '',
      Address: { locality: row.locality ?? '' },
      ExternalLink: row.external_uri ? { uri: row.external_uri } : null,
    },
  };
}

export type ActivityPage = { Activities: ReturnType<typeof toItem>[]; Total: number };

function create(db: Db) {
  return {
    /** One page, nearest first when searching near a place, else soonest first. */
    async list(criteria: Criteria, page: number): Promise<ActivityPage> {
      const { box, where, within, params, distance } = build(criteria);
      // The matches and their order come from typed columns; only the page's rows read their
      // documents. The count is over the same matches, so Total stays exact. Near a place, each
      // activity in the box has its distance worked out once, for the radius and the order
      // (OFFSET 0 keeps the planner from writing the formula into both).
      const order = (of = '') =>
        `${distance ? `${of}distance, ` : ''}${of}start_date, ${of}start_time NULLS FIRST, ${of}title, ${of}nid`;
      const sql = `
        WITH hits AS (
          SELECT * FROM (
            SELECT nid, ${distance ?? 'NULL::double precision'} AS distance, start_date, start_time, title
            FROM nodes WHERE ${box} OFFSET 0
          ) AS boxed${within ? ` WHERE ${within}` : ''}
        ), page AS (
          SELECT * FROM hits ORDER BY ${order()}
          LIMIT ${ACTIVITIES_PAGE_SIZE} OFFSET $${params.length + 1}::integer
        )
        SELECT nid, page.title, alias, data->'field_introduction_wysiwyg'->>'value' AS intro,
               data->'field_activity_type' AS type, page.start_date,
               data->>'field_end_date' AS end_date, page.start_time,
               (data->>'field_end_time')::integer AS end_time, data->>'field_location' AS location,
               ${FIELD.locality} AS locality, data->'field_external_link'->>'uri' AS external_uri,
               page.distance, (SELECT count(*) FROM hits)::integer AS total
        FROM page JOIN nodes USING (nid)
        ORDER BY ${order('page.')}`;
      // A prepared statement: its text depends only on which criteria are set, never on their values.
      const { rows } = await db.query<ActivityRow>(sql, [...params, page * ACTIVITIES_PAGE_SIZE], { prepared: true });
      if (rows.length > 0 || page === 0) return { Activities: rows.map(toItem), Total: rows[0]?.total ?? 0 };
      // A page past the end still tells the site how many there are, so its pager stays right.
      const count = await db.query<{ total: number }>(
        `SELECT count(*)::integer AS total FROM nodes WHERE ${where}`,
        params,
      );
      return { Activities: [], Total: count.rows[0]?.total ?? 0 };
    },
    /** The distinct type names (or cities) of the activities that match, alphabetically. */
    async names(of: 'type' | 'city', criteria: Criteria): Promise<string[]> {
      const { where, params } = build(criteria);
      const column = of === 'type' ? FIELD.typeLabel : FIELD.locality;
      const sql = `SELECT DISTINCT ${column} AS name FROM nodes WHERE ${where} AND ${column} <> '' ORDER BY name`;
      return (await db.query<{ name: string }>(sql, params)).rows.map((row) => row.name);
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('activitiesRepository', create(app.db));
  },
  { name: 'activities-repository', dependencies: ['database'] },
);
