import fp from 'fastify-plugin';
import type { DrupalImage } from '@alz/shared/media/image';
import type { Db } from '../../db/db';
import { stripHtml } from '../../lib/html-text';
import { isRecord } from '@alz/shared/wire/read';

declare module 'fastify' {
  interface FastifyInstance {
    businessPartnersRepository: ReturnType<typeof create>;
  }
}

export interface BusinessPartner {
  nid: number;
  title: string;
  label: string;
  tag: string;
  introduction: string;
  path: string;
  headerImage: DrupalImage | null;
}

interface Row {
  nid: number;
  title: string;
  alias: string;
  tag: unknown;
  intro: unknown;
  media: unknown;
}

const SQL = `
  SELECT nid, title, alias,
         data->'field_tag' AS tag,
         data->'field_introduction_wysiwyg'->'value' AS intro,
         data->'field_header_image_video' AS media
  FROM nodes
  WHERE type = 'business_partner' AND status`;

/** The header image of a partner page; a header video has no card picture. */
function headerImage(media: unknown): DrupalImage | null {
  if (!isRecord(media) || media.kind !== 'image' || !isRecord(media.image)) return null;
  return typeof media.image.url === 'string' ? (media.image as unknown as DrupalImage) : null;
}

function toPartner(row: Row): BusinessPartner {
  return {
    nid: row.nid,
    title: row.title,
    label: row.title,
    tag: typeof row.tag === 'string' ? row.tag : '',
    introduction: typeof row.intro === 'string' ? stripHtml(row.intro) : '',
    path: row.alias,
    headerImage: headerImage(row.media),
  };
}

// Sorted here, not in SQL: the database's collation differs between PGlite and a real server.
const byTitle = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

function create(db: Db) {
  return {
    /** Every published business partner, sorted by title (spec 1 §7 `all-bedrijfsvriend`). */
    async all(): Promise<BusinessPartner[]> {
      const { rows } = await db.query<Row>(SQL);
      return rows.map(toPartner).sort((a, b) => byTitle.compare(a.title, b.title) || a.nid - b.nid);
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('businessPartnersRepository', create(app.db));
  },
  { name: 'business-partners-repository', dependencies: ['database'] },
);
