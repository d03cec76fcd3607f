import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { clientErrors } from '../../schemas/common';
import { searchQuerystring, searchResponse } from '../../schemas/search';

const search: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
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
