import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { styleRuleSchema } from '../../schemas/site';

const assetInjector: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
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
