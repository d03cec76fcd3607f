import type { FastifyPluginAsync } from 'fastify';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { slideInSchema } from '../../schemas/site';

const slideIns: FastifyPluginAsync = async (app) => {
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
