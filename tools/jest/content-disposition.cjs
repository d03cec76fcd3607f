// Stands in for content-disposition 3 (ES modules only) under Jest; see jest.config.js.
// @fastify/static calls it only from reply.download(), which the site's servers never use.
module.exports = {
  create() {
    throw new Error('content-disposition is not available in the Jest run (tools/jest/content-disposition.cjs)');
  },
};
