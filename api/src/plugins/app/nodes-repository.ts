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
    /** The published node at this alias, or null. */
    async findByAlias(alias: string): Promise<DrupalNode | null> {
      const { rows } = await db.query<{ data: DrupalNode }>('SELECT data FROM nodes WHERE alias = $1 AND status', [
        alias,
      ]);
      return rows[0]?.data ?? null;
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
