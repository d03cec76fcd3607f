import zlib from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fp from 'fastify-plugin';

// Answers of 1 kB or more go out compressed, brotli or else gzip, also when the api is reached
// directly rather than through the site's servers (which compress what the api did not).
export const autoConfig: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  // Per answer, so a moderate quality: close to gzip's speed, still smaller.
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  // Answers only: request bodies are read as sent, as before.
  globalDecompression: false,
};

export default fp<FastifyCompressOptions>(
  async (app, options) => {
    await app.register(fastifyCompress, options);
    // Whether an answer comes compressed depends on Accept-Encoding, also when this one does not
    // (not asked for): a cache must not give it to a client that asked otherwise. Lower case, as
    // the plugin looks for it so when it adds its own.
    app.addHook('onSend', async (_request, reply) => {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary))
        void reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    });
  },
  { name: 'compression' },
);
