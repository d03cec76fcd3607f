import helmet from '@fastify/helmet';

// The api only serves JSON, so nothing may be framed or run from its responses.
export const autoConfig = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
};

export default helmet;
