import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../lib/http-error';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { nodeSchema } from '../../schemas/node';

const MAX_PATH_LENGTH = 512;

/** The alias for a requested path; rejects what no alias can look like (400). */
export function toAlias(path: string): string {
  if (path.length > MAX_PATH_LENGTH) throw httpError(400, 'Het pad is te lang.');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f]/.test(path)) throw httpError(400, 'Het pad bevat ongeldige tekens.');
  // Dot segments could only come from a hand-made request; an alias never contains them.
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw httpError(400, 'Het pad bevat ongeldige delen.');
  }
  return `/${path}`.replace(/\/+$/, '') || '/';
}

const contentByAlias: FastifyPluginAsync = async (app) => {
  // Static routes such as /api/homepage take precedence over this wildcard in the router.
  app.get<{ Params: { '*': string } }>(
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
