import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import { varyWith } from '@alz/shared/http/vary';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

type CompressSync = (input: Buffer, options?: zlib.BrotliOptions | zlib.ZlibOptions) => Buffer;

/** Upper bound of the compressed answers kept, in bytes: about a thousand pages. */
const REMEMBERED_BYTES = 4 * 1024 * 1024;

/**
 * `compress`, remembering its output by what went in (a SHA-256 of the bytes): the same answer
 * asked again, a popular page or the main menu, is compressed once instead of for every visitor.
 * This keeps nothing of what the api answers, only how its bytes compress, so every request
 * still reaches the database and gets an answer as fresh as before.
 */
export function rememberingCompressor(compress: CompressSync, maxBytes = REMEMBERED_BYTES): CompressSync {
  const remembered = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (compressed) => Math.max(1, compressed.length),
  });
  return (input, options) => {
    const key = createHash('sha256').update(input).digest('base64');
    const known = remembered.get(key);
    if (known) return known;
    const compressed = compress(input, options);
    remembered.set(key, compressed);
    return compressed;
  };
}

// Answers of 1 kB or more go out compressed, brotli or else gzip, also when the api is reached
// directly rather than through the site's servers (which compress what the api did not).
export const autoConfig = (): FastifyCompressOptions => ({
  encodings: ['br', 'gzip'],
  threshold: 1024,
  // Per answer, so a moderate quality: close to gzip's speed, still smaller.
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  // The plugin compresses answers it has whole (most of them) with these; the rest of zlib, the
  // streams for larger answers included, stays Node's own.
  zlib: {
    brotliCompressSync: rememberingCompressor(zlib.brotliCompressSync),
    gzipSync: rememberingCompressor(zlib.gzipSync),
  },
  // Answers only: request bodies are read as sent, as before.
  globalDecompression: false,
});

export default fp<FastifyCompressOptions>(
  async (app, options) => {
    await app.register(fastifyCompress, options);
    // Whether an answer comes compressed depends on Accept-Encoding, also when this one does not
    // (not asked for): a cache must not give it to a client that asked otherwise. Lower case, as
    // the plugin looks for it so when it adds its own.
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('vary', varyWith(reply.getHeader('vary'), 'accept-encoding'));
    });
  },
  { name: 'compression' },
);
