import fp from 'fastify-plugin';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    applications: ReturnType<typeof create>;
  }
}

function create(_db: Db) {
  return {};
}

export default fp(
  async (app) => {
    app.decorate('applications', create(app.db));
  },
  { name: 'applications-repository', dependencies: ['database'] },
);
