import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { aliasFromQuery } from '../../lib/alias';
import { httpError } from '../../lib/http-error';
import { clientErrors } from '../../schemas/common';
import { forbidden, pathQuerystring, redirectResponse } from '../../schemas/site';

const redirect: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/redirect/from',
    {
      // Checked on request, before validation: a request without a valid token learns nothing,
      // not even about its input (plugins/app/anti-forgery).
      config: { antiForgery: 'token' },
      schema: { querystring: pathQuerystring, response: { 200: redirectResponse, ...clientErrors, ...forbidden } },
    },
    async (request) => {
      const found = await app.site.findRedirect(aliasFromQuery(request.query.path));
      // Spec 1 §8: a 404 tells the client there is no redirect.
      if (!found) throw httpError(404, 'Voor dit pad is geen doorverwijzing.');
      return { From: found.source, To: found.target };
    },
  );
};

export default redirect;
