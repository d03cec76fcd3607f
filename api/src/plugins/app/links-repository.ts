import fp from 'fastify-plugin';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    linksRepository: ReturnType<typeof create>;
  }
}

function create(_db: Db) {
  return {};
}

export default fp(
  async (app) => {
    app.decorate('linksRepository', create(app.db));
  },
  { name: 'links-repository', dependencies: ['database'] },
);
