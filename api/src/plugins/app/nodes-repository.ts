import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import type { DrupalNode } from '../../types/wire';

declare module 'fastify' {
  interface FastifyInstance {
    nodes: ReturnType<typeof createNodesRepository>;
  }
}

function createNodesRepository(db: Db) {
  return {
    /** The published node at this alias, or null. Every page view asks it: a prepared statement. */
    async findByAlias(alias: string): Promise<DrupalNode | null> {
      const { rows } = await db.query<{ data: DrupalNode }>(
        'SELECT data FROM nodes WHERE alias = $1 AND status',
        [alias],
        { prepared: true },
      );
      return rows[0]?.data ?? null;
    },

    /** Any revision of a node, published or not: only the preview asks for these. */
    async findRevision(nid: number, vid: number): Promise<DrupalNode | null> {
      const { rows } = await db.query<{ data: DrupalNode }>(
        'SELECT data FROM node_revisions WHERE nid = $1 AND vid = $2',
        [nid, vid],
      );
      return rows[0]?.data ?? null;
    },

    /**
     * Titles of the nodes at these aliases; unpublished ones only when asked (preview). Every
     * page view asks it for its breadcrumb: a prepared statement.
     */
    async titlesByAlias(aliases: string[], includeUnpublished: boolean): Promise<Map<string, string>> {
      const { rows } = await db.query<{ alias: string; title: string }>(
        'SELECT alias, title FROM nodes WHERE alias = ANY($1::text[]) AND (status OR $2)',
        [aliases, includeUnpublished],
        { prepared: true },
      );
      return new Map(rows.map((row) => [row.alias, row.title]));
    },

    async findHomepage(): Promise<DrupalNode | null> {
      const { rows } = await db.query<{ data: DrupalNode }>(
        "SELECT data FROM nodes WHERE type = 'homepage' AND status ORDER BY nid LIMIT 1",
      );
      return rows[0]?.data ?? null;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('nodes', createNodesRepository(app.db));
  },
  {
    name: 'nodes-repository',
    dependencies: ['database'],
  },
);
