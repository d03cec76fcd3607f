import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { clientErrors } from '../../schemas/common';
import { thematicQuerystring, thematicResponse } from '../../schemas/links';

// Spec 1 §7: pages of content with one thematic tag, for the thematic related content block.
const thematic: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/thematic/search',
    { schema: { querystring: thematicQuerystring, response: { 200: thematicResponse, ...clientErrors } } },
    async (request) => {
      const { tag, page, pageSize } = request.query;
      return app.linksRepository.thematic(tag.trim(), page, pageSize);
    },
  );
};

export default thematic;
