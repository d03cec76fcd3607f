import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { aliasFromQuery } from '../../lib/alias';
import { httpError } from '../../lib/http-error';
import { clientErrors } from '../../schemas/common';
import { forbidden, pathQuerystring, redirectLookupResponse, redirectResponse } from '../../schemas/site';

/** Where a path now lives; To is null when it has no redirect. */
async function lookUp(app: FastifyInstance, path: string): Promise<{ From: string; To: string | null }> {
  const alias = aliasFromQuery(path);
  const found = await app.site.findRedirect(alias);
  return found ? { From: found.source, To: found.target } : { From: alias, To: null };
}

const redirect: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // Checked on request, before validation: a request without a valid token learns nothing,
  // not even about its input (plugins/app/anti-forgery).
  const config = { antiForgery: 'token' } as const;

  app.get(
    '/redirect/from',
    {
      config,
      schema: { querystring: pathQuerystring, response: { 200: redirectResponse, ...clientErrors, ...forbidden } },
    },
    async (request) => {
      const { From, To } = await lookUp(app, request.query.path);
      // Spec 1 §8: a 404 tells the client there is no redirect.
      if (To === null) throw httpError(404, 'Voor dit pad is geen doorverwijzing.');
      return { From, To };
    },
  );

  // What the shell asks instead of /redirect/from: Chromium logs every 404 answer as a console
  // error, on every content page, so "no redirect" is a 200 with To null here.
  app.get(
    '/redirect/lookup',
    {
      config,
      schema: {
        querystring: pathQuerystring,
        response: { 200: redirectLookupResponse, ...clientErrors, ...forbidden },
      },
    },
    async (request) => lookUp(app, request.query.path),
  );
};

export default redirect;
