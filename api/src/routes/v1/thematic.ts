import type { FastifyPluginAsync } from 'fastify';
import { clientErrors } from '../../schemas/common';
import { thematicQuerystring, thematicResponse } from '../../schemas/links';

// Spec 1 §7: pages of content with one thematic tag, for the thematic related content block.
const thematic: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { tag: string; page: number; pageSize: number } }>(
    '/thematic/search',
    { schema: { querystring: thematicQuerystring, response: { 200: thematicResponse, ...clientErrors } } },
    async (request) => {
      const { tag, page, pageSize } = request.query;
      return app.linksRepository.thematic(tag.trim(), page, pageSize);
    },
  );
};

export default thematic;
