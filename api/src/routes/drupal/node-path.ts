import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { httpError } from '../../lib/http-error';
import { clientErrors } from '../../schemas/common';
import { nodePathQuerystring, nodePathResponse } from '../../schemas/links';

// Spec 2 §7: rich text links to `node/12`; the site asks here for the page's real path.
const nodePath: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/node-path',
    { schema: { querystring: nodePathQuerystring, response: { 200: nodePathResponse, ...clientErrors } } },
    async (request) => {
      const nid = Number(request.query.path.replace(/^\/?node\//, ''));
      const path = await app.linksRepository.pathOfNode(nid);
      if (path === null) throw httpError(404, 'Deze pagina bestaat niet.');
      return { path };
    },
  );
};

export default nodePath;
