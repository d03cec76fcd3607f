import fp from 'fastify-plugin';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    vacanciesRepository: ReturnType<typeof create>;
  }
}

function create(_db: Db) {
  return {};
}

export default fp(
  async (app) => {
    app.decorate('vacanciesRepository', create(app.db));
  },
  { name: 'vacancies-repository', dependencies: ['database'] },
);
