import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { clientErrors } from '../../schemas/common';
import { MEMORY_TEST_KINDS, memoryTestTextsQuerystring, memoryTestTextsResponse } from '../../schemas/memory-test';

const memoryTest: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/memory-test/texts',
    {
      schema: { querystring: memoryTestTextsQuerystring, response: { 200: memoryTestTextsResponse, ...clientErrors } },
      // kind is the only parameter, and Fastify's own wording for a value outside the enum does
      // not say which values would do.
      schemaErrorFormatter: () => new Error(`querystring/kind must be one of: ${MEMORY_TEST_KINDS.join(', ')}`),
    },
    async (request) => app.memoryTestRepository.textsOf(request.query.kind),
  );
};

export default memoryTest;
