import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { anyQuerystring } from '../schemas/common';

const health: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        querystring: anyQuerystring,
        response: {
          200: {
            type: 'object',
            required: ['status', 'database'],
            properties: { status: { type: 'string' }, database: { type: 'string', enum: ['pglite', 'postgres'] } },
          },
        },
      },
    },
    async () => {
      // A failing query becomes a logged 500, which is what a health probe should see.
      await app.db.query('SELECT 1');
      return { status: 'ok', database: app.db.kind };
    },
  );
};

export default health;
