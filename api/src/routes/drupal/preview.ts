import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { httpError } from '../../lib/http-error';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { nodeSchema } from '../../schemas/node';
import { previewParams } from '../../schemas/site';

const preview: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/preview/:entityType/:entityId/:revisionId',
    {
      schema: { querystring: anyQuerystring, params: previewParams, response: { 200: nodeSchema, ...clientErrors } },
    },
    async (request) => {
      const { entityType, entityId, revisionId } = request.params;
      // Only nodes have revisions to preview on this site.
      if (entityType !== 'node') throw httpError(400, 'Alleen pagina’s (node) hebben een voorbeeld.');
      const node = await app.nodes.findRevision(Number(entityId), Number(revisionId));
      if (!node) throw httpError(404, 'Deze versie van de pagina bestaat niet.');
      return node;
    },
  );
};

export default preview;
