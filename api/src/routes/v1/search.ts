import type { FastifyPluginAsync } from 'fastify';
import { clientErrors } from '../../schemas/common';
import { searchQuerystring, searchResponse, type ContentType } from '../../schemas/search';

const search: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { query?: string; contentType: ContentType; page: number } }>(
    '/es/search',
    { schema: { querystring: searchQuerystring, response: { 200: searchResponse, ...clientErrors } } },
    async (request) => {
      const query = request.query.query?.trim() ?? '';
      // Spec 1 §5: an empty search term means no search.
      if (query === '') return { Total: 0, Documents: [] };
      return app.searchIndex.search(query, request.query.contentType, request.query.page);
    },
  );
};

export default search;
