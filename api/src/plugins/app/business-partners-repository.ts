import fp from 'fastify-plugin';
import type { Db } from '../../db/db';

declare module 'fastify' {
  interface FastifyInstance {
    businessPartnersRepository: ReturnType<typeof create>;
  }
}

function create(_db: Db) {
  return {};
}

export default fp(
  async (app) => {
    app.decorate('businessPartnersRepository', create(app.db));
  },
  { name: 'business-partners-repository', dependencies: ['database'] },
);
