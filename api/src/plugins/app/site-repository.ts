import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import type { RedirectRow, SlideIn, SlideInRow, StyleRule } from '../../types/site';

declare module 'fastify' {
  interface FastifyInstance {
    site: ReturnType<typeof createSiteRepository>;
  }
}

// Shaped like the Drupal entities the front end was written against (spec 1 §3 "Slide-in").
function toSlideIn(row: SlideInRow): SlideIn {
  return {
    id: row.id,
    title: row.title,
    field_compact_title: row.compact_title,
    field_text: { value: row.text },
    field_compact_text: { value: row.compact_text },
    status: row.status,
    weight: row.weight,
    field_pages: row.pages,
    field_seconds: row.seconds,
    field_form_id: row.form_id,
    field_script_id: row.script_id,
    field_image: row.image,
    field_button: row.button,
  };
}

function createSiteRepository(db: Db) {
  return {
    /** All slide-ins, disabled ones too: the client filters on status and sorts by weight. */
    async slideIns(): Promise<SlideIn[]> {
      const { rows } = await db.query<SlideInRow>('SELECT * FROM slide_ins ORDER BY id');
      return rows.map(toSlideIn);
    },

    async styleRules(): Promise<StyleRule[]> {
      const { rows } = await db.query<StyleRule>(
        'SELECT code, paths, content_types, condition FROM style_rules ORDER BY id',
      );
      return rows;
    },

    async findRedirect(source: string): Promise<Pick<RedirectRow, 'source' | 'target'> | null> {
      const { rows } = await db.query<RedirectRow>('SELECT source, target FROM redirects WHERE source = $1', [source]);
      return rows[0] ?? null;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('site', createSiteRepository(app.db));
  },
  { name: 'site-repository', dependencies: ['database'] },
);
