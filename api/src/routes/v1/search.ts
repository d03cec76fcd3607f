import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { searchTerm } from '../../lib/search-term';
import { clientErrors } from '../../schemas/common';
import { searchQuerystring, searchResponse } from '../../schemas/search';

const search: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/es/search',
    {
      schema: { querystring: searchQuerystring, response: { 200: searchResponse, ...clientErrors } },
      config: { freeTextQuery: true },
    },
    async (request) => {
      const term = searchTerm(request.query.query);
      // Spec 1 §5: an empty search term means no search.
      if (term === '') return { Total: 0, Documents: [], Suggestion: null };
      return app.searchIndex.search(term, request.query.contentType, request.query.page);
    },
  );
};

export default search;
