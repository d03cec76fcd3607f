import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../lib/http-error';
import { clientErrors } from '../../schemas/common';
import { recommendationsQuerystring, recommendationsResponse } from '../../schemas/recommendations';

const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { overviewPageId: number } }>(
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
