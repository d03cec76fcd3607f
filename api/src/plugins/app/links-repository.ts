import fp from 'fastify-plugin';
import { toImage } from '@alz/shared/media/image';
import type { Db } from '../../db/db';
import { stripHtml } from '../../lib/html-text';

declare module 'fastify' {
  interface FastifyInstance {
    linksRepository: ReturnType<typeof create>;
  }
}

// field_thematic is a list of { id, label } terms; a tag matches by id or, ignoring case, label.
const TAGGED = `
  status AND jsonb_typeof(data->'field_thematic') = 'array'
  AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(data->'field_thematic') AS term
    WHERE term->>'id' = $1 OR lower(term->>'label') = lower($1)
  )`;

const THEMATIC_SQL = `
  SELECT nid, title, alias,
         data->'field_introduction_wysiwyg'->>'value' AS intro,
         COALESCE(data->'field_header_image', data->'field_image') AS image,
         count(*) OVER ()::int AS total
  FROM nodes WHERE ${TAGGED}
  ORDER BY created DESC, nid DESC
  LIMIT $2 OFFSET $3`;

const COUNT_SQL = `SELECT count(*)::int AS total FROM nodes WHERE ${TAGGED}`;

interface Row {
  nid: number;
  title: string;
  alias: string;
  intro: string | null;
  image: unknown;
  total: number;
}

function create(db: Db) {
  return {
    /** The alias of a published node, or null when there is none. */
    async pathOfNode(nid: number): Promise<string | null> {
      const { rows } = await db.query<{ alias: string }>('SELECT alias FROM nodes WHERE nid = $1 AND status', [nid]);
      return rows[0]?.alias ?? null;
    },

    /** Published nodes with this thematic tag, newest first; `page` counts from 0. */
    async thematic(tag: string, page: number, pageSize: number) {
      const { rows } = await db.query<Row>(THEMATIC_SQL, [tag, pageSize, page * pageSize]);
      // Past the last page the window count is gone with the rows, so count once more.
      const total =
        rows[0]?.total ?? (page > 0 ? ((await db.query<{ total: number }>(COUNT_SQL, [tag])).rows[0]?.total ?? 0) : 0);
      return {
        Total: total,
        Items: rows.map((row) => ({
          Id: row.nid,
          Title: row.title,
          HeaderImage: toImage(row.image),
          Data: { Path: row.alias },
          Introduction: stripHtml(row.intro ?? ''),
        })),
      };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('linksRepository', create(app.db));
  },
  { name: 'links-repository', dependencies: ['database'] },
);
