import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { toAlias } from '../../lib/alias';
import { httpError } from '../../lib/http-error';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { nodeSchema } from '../../schemas/node';

const contentByAlias: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // Static routes such as /api/homepage take precedence over this wildcard in the router.
  app.get(
    '/*',
    {
      schema: {
        querystring: anyQuerystring,
        // The length is checked in toAlias, so an over-long path gets the same Dutch message.
        params: { type: 'object', properties: { '*': { type: 'string' } } },
        response: { 200: nodeSchema, ...clientErrors },
      },
    },
    async (request) => {
      const node = await app.nodes.findByAlias(toAlias(request.params['*'] ?? ''));
      if (!node) throw httpError(404, 'Deze pagina bestaat niet.');
      return node;
    },
  );
};

export default contentByAlias;
