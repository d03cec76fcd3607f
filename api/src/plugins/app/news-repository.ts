import fp from 'fastify-plugin';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    newsRepository: ReturnType<typeof create>;
  }
}

function create(_db: Db) {
  return {};
}

export default fp(
  async (app) => {
    app.decorate('newsRepository', create(app.db));
  },
  { name: 'news-repository', dependencies: ['database'] },
);
