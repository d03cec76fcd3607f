import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { businessPartnersResponse } from '../../schemas/business-partners';
import { anyQuerystring, clientErrors } from '../../schemas/common';

const businessPartners: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/all-bedrijfsvriend',
    {
      schema: {
        querystring: anyQuerystring,
        response: { 200: businessPartnersResponse, ...clientErrors },
      },
    },
    () => app.businessPartnersRepository.all(),
  );
};

export default businessPartners;
