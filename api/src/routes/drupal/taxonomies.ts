import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { httpError } from '../../lib/http-error';
import { clientErrors } from '../../schemas/common';
import { taxonomyParams, taxonomyResponse, VOCABULARIES } from '../../schemas/locations';

const taxonomies: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/taxonomies/:vocabulary',
    { schema: { params: taxonomyParams, response: { 200: taxonomyResponse, ...clientErrors } } },
    async (request) => {
      const { vocabulary } = request.params;
      if (!(VOCABULARIES as readonly string[]).includes(vocabulary)) throw httpError(404, 'Unknown vocabulary');
      return app.locations.terms(vocabulary);
    },
  );
};

export default taxonomies;
