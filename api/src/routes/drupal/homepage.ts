import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { httpError } from '../../lib/http-error';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { nodeSchema } from '../../schemas/node';

const homepage: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/homepage',
    {
      schema: {
        querystring: anyQuerystring,
        response: { 200: { type: 'array', items: nodeSchema }, ...clientErrors },
      },
    },
    async () => {
      const node = await app.nodes.findHomepage();
      if (!node) throw httpError(404, 'Er is nog geen startpagina.');
      return [node];
    },
  );
};

export default homepage;
