import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { anyQuerystring } from '../../schemas/common';

// The challenge a form's browser solves before it sends (plugins/app/proof-of-work.ts).
const proofOfWork: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/altcha/challenge',
    {
      config: { antiForgery: 'origin' },
      schema: {
        querystring: anyQuerystring,
        response: {
          200: {
            type: 'object',
            required: ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature'],
            properties: {
              algorithm: { type: 'string' },
              challenge: { type: 'string' },
              maxnumber: { type: 'integer' },
              salt: { type: 'string' },
              signature: { type: 'string' },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      // One per visit of a form: never from a cache, never the same for two people.
      void reply.header('cache-control', 'no-store');
      const challenge = await app.proofOfWork.challenge();
      return { ...challenge, maxnumber: challenge.maxnumber ?? 0 };
    },
  );
};

export default proofOfWork;
