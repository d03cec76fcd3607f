import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import { PERMISSIONS_POLICY } from '@alz/shared/security/permissions-policy';

// The api only serves JSON, so nothing may be framed or run from its responses.
export const autoConfig: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

export default fp<FastifyHelmetOptions>(
  async (app, options) => {
    await app.register(fastifyHelmet, options);
    // helmet sends no Permissions-Policy; the api switches off the same features as the site.
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);
