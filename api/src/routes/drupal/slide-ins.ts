import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { slideInSchema } from '../../schemas/site';

const slideIns: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/slideins',
    {
      schema: {
        querystring: anyQuerystring,
        response: { 200: { type: 'array', items: slideInSchema }, ...clientErrors },
      },
    },
    () => app.site.slideIns(),
  );
};

export default slideIns;
