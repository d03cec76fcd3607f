import fp from 'fastify-plugin';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    recommendationsRepository: ReturnType<typeof create>;
  }
}

function create(_db: Db) {
  return {};
}

export default fp(
  async (app) => {
    app.decorate('recommendationsRepository', create(app.db));
  },
  { name: 'recommendations-repository', dependencies: ['database'] },
);
