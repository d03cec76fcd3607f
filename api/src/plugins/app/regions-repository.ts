import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { foldName, foldNameSql } from '../../lib/fold-name';
import { stripHtml } from '../../lib/html-text';
import type { Geo } from './geo-repository';

declare module 'fastify' {
  interface FastifyInstance {
    regions: ReturnType<typeof createRegionsRepository>;
  }
}

// A region matches on its name, its office town or one of its municipalities, or serves the
// place, municipality or postcode the gazetteer found for the term ($2); whole-name and
// gazetteer hits come first, then the rest alphabetically. An empty term lists every region.
// Case, accents and punctuation do not matter to a visitor typing "Súdwest" or "den-haag": $1 is
// the term folded by foldName, the names are folded the same way in SQL.
const SEARCH_SQL = `
  SELECT nid, title, alias, data->'field_introduction_wysiwyg'->>'value' AS intro,
         (${foldNameSql('title')} = 'regio ' || $1 OR nid = ANY($2::integer[]) OR EXISTS (
            SELECT 1 FROM jsonb_array_elements_text(data->'field_municipalities') AS m(name)
            WHERE ${foldNameSql('m.name')} = $1)) AS exact
  FROM nodes
  WHERE status AND type = 'regio' AND (
    $1 = ''
    OR nid = ANY($2::integer[])
    OR ${foldNameSql('title')} LIKE '%' || $1 || '%'
    OR ${foldNameSql("data->'field_address'->>'locality'")} LIKE '%' || $1 || '%'
    OR EXISTS (
      SELECT 1 FROM jsonb_array_elements_text(data->'field_municipalities') AS m(name)
      WHERE ${foldNameSql('m.name')} LIKE '%' || $1 || '%')
  )
  ORDER BY exact DESC, title`;

function createRegionsRepository(db: Db, geo: Geo) {
  return {
    async search(term: string) {
      const folded = foldName(term);
      const served = folded === '' ? [] : await geo.regionsFor(term);
      const { rows } = await db.query<{ nid: number; title: string; alias: string; intro: string | null }>(SEARCH_SQL, [
        folded,
        served,
      ]);
      return rows.map((row) => ({
        Id: row.nid,
        Title: row.title,
        Introduction: stripHtml(row.intro ?? ''),
        Data: { Path: row.alias },
      }));
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('regions', createRegionsRepository(app.db, app.geo));
  },
  { name: 'regions-repository', dependencies: ['database', 'geo-repository'] },
);
