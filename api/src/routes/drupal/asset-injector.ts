import type { FastifyPluginAsync } from 'fastify';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { styleRuleSchema } from '../../schemas/site';

const assetInjector: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/asset-injector/css',
    {
      schema: {
        querystring: anyQuerystring,
        response: { 200: { type: 'array', items: styleRuleSchema }, ...clientErrors },
      },
    },
    () => app.site.styleRules(),
  );
};

export default assetInjector;
