import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { issueAntiForgeryToken } from '../../lib/anti-forgery';
import { anyQuerystring } from '../../schemas/common';
import { antiForgeryResponse, forbidden } from '../../schemas/site';

// A page left open for long, or a cleared cookie, leaves the page with a token the
// api refuses (403, code 'anti-forgery'). The front end then asks here once for a fresh one
// (cookie and value together) and sends its call again.
const antiForgery: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/anti-forgery',
    {
      // Only our own pages get a token; another site's page could not read it anyway.
      config: { antiForgery: 'origin' },
      schema: { querystring: anyQuerystring, response: { 200: antiForgeryResponse, ...forbidden } },
    },
    async (request, reply) => {
      // Each answer sets a new cookie: no cache may hand it to someone else or replay it.
      void reply.header('cache-control', 'no-store');
      return { Token: issueAntiForgeryToken(request, reply) };
    },
  );
};

export default antiForgery;
