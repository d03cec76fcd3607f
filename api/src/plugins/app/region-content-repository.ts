import fp from 'fastify-plugin';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    regionContent: ReturnType<typeof create>;
  }
}

type Data = Record<string, unknown>;

// The fields each view sends (schemas/region-content.ts); the rest of a node stays home.
const BASE = ['nid', 'type', 'title', 'path', 'changed', 'field_text'];
const FIELDS = {
  services: [...BASE, 'field_image', 'field_link'],
  uitgelicht: [
    ...BASE,
    'field_image',
    'field_primary_button',
    'field_secondary_link',
    'field_start_date',
    'field_end_date',
  ],
  info_over_dementie: BASE,
  over_de_regio: BASE,
} as const;

type Kind = keyof typeof FIELDS;

function pick(kind: Kind, data: Data): Data {
  // An "over de regio" page keeps its text in the common introduction field.
  const source = kind === 'over_de_regio' ? { ...data, field_text: data.field_introduction_wysiwyg } : data;
  return Object.fromEntries(FIELDS[kind].map((field) => [field, source[field] ?? null]));
}

// region_id is field_regio's id as a column with an index (migration 011).
const BY_REGION_SQL = `
  SELECT data FROM nodes
  WHERE status AND type = $1 AND region_id = $2
  ORDER BY nid`;

const GENERIC_SQL = `
  SELECT data FROM nodes
  WHERE status AND type = 'info_over_dementie' AND data->'field_regio' IS NULL
  ORDER BY nid`;

export interface RegionRecipient {
  nid: number;
  title: string;
  recipient: string | null;
  /** The region's newsletter checkbox (spec 1 §3); unset means off. */
  newsletter: boolean;
}

function create(db: Db) {
  const byRegion = async (kind: Kind, regionId: number) => {
    const { rows } = await db.query<{ data: Data }>(BY_REGION_SQL, [kind, regionId]);
    return rows.map((row) => pick(kind, row.data));
  };
  return {
    services: (regionId: number) => byRegion('services', regionId),
    highlights: (regionId: number) => byRegion('uitgelicht', regionId),
    dementiaInfo: (regionId: number) => byRegion('info_over_dementie', regionId),
    overDeRegio: (regionId: number) => byRegion('over_de_regio', regionId),
    async genericDementiaInfo() {
      const { rows } = await db.query<{ data: Data }>(GENERIC_SQL);
      return rows.map((row) => pick('info_over_dementie', row.data));
    },

    /** A published region by its title ("Regio Utrecht") or its node id. */
    async findRegion(name: string): Promise<RegionRecipient | null> {
      const nid = /^\d{1,9}$/.test(name) ? Number(name) : null;
      const { rows } = await db.query<RegionRecipient>(
        `SELECT nid, title, data->>'field_newsletter_recipient_email' AS recipient,
           coalesce(data->>'field_newsletter' = 'true', false) AS newsletter FROM nodes
         WHERE status AND type = 'regio' AND (nid = $1 OR lower(title) = lower($2))
         LIMIT 1`,
        [nid, name],
      );
      return rows[0] ?? null;
    },

    /** Stores a sign-up; a repeated one changes nothing (unique per region and address). */
    async signUp(signup: {
      region: RegionRecipient;
      email: string;
      renderedAt: Date | null;
      sentAt: Date | null;
    }): Promise<void> {
      await db.query(
        `INSERT INTO region_newsletter_signups (region_nid, region_title, regio_recipient_email, email,
           rendered_at, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (region_nid, email) DO NOTHING`,
        [
          signup.region.nid,
          signup.region.title,
          signup.region.recipient,
          signup.email,
          signup.renderedAt,
          signup.sentAt,
        ],
      );
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('regionContent', create(app.db));
  },
  { name: 'region-content-repository', dependencies: ['database'] },
);
