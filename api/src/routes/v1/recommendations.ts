import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { httpError } from '../../lib/http-error';
import { clientErrors } from '../../schemas/common';
import { recommendationsQuerystring, recommendationsResponse } from '../../schemas/recommendations';

const routes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/recommendation-items',
    {
      schema: { querystring: recommendationsQuerystring, response: { 200: recommendationsResponse, ...clientErrors } },
    },
    async (request) => {
      const { overviewPageId } = request.query;
      const groups = await app.recommendationsRepository.itemsOf(overviewPageId);
      if (!groups) throw httpError(404, 'Deze pagina met tips bestaat niet.');
      return { overviewPageId, groups };
    },
  );
};

export default routes;
