import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { clientErrors } from '../../schemas/common';
import { regionSearchQuerystring, regionSearchResponse } from '../../schemas/regions';

const regions: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // spec 1 §7: regions found by a typed place, municipality or region name.
  app.get(
    '/region/search',
    { schema: { querystring: regionSearchQuerystring, response: { 200: regionSearchResponse, ...clientErrors } } },
    async (request) => app.regions.search(request.query.query ?? ''),
  );
};

export default regions;
