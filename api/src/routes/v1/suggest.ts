import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { searchTerm } from '../../lib/search-term';
import { clientErrors } from '../../schemas/common';
import { suggestQuerystring, suggestResponse } from '../../schemas/search';

// Under the search box while typing (spec 1 §2.9 suggestions): page titles and common terms.
const suggest: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/es/suggest',
    {
      schema: { querystring: suggestQuerystring, response: { 200: suggestResponse, ...clientErrors } },
      config: { freeTextQuery: true },
    },
    async (request) => {
      const typed = searchTerm(request.query.query);
      // One character suggests everything and nothing; counted in characters, not UTF-16 units.
      if ([...typed].length < 2) return { Suggestions: [] };
      return { Suggestions: await app.suggestions.suggest(typed) };
    },
  );
};

export default suggest;
