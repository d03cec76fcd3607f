import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import { varyWith } from '@alz/shared/http/vary';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';

// How the site's answers travel: compressed, and cached or revalidated (docs/operations.md,
// "Compression and caching"). The nginx templates in docker/nginx follow the same rules, and
// nginx-templates.test.ts checks them as static-server.test.ts checks these.

/** JavaScript, CSS, JSON, HTML, SVG and plain text. */
const compressible = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

export const compression: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  customTypes: compressible,
  // Files stream through the compressor whatever their size; the few answers made in memory
  // (the rendered index.html, /remotes.json, error texts) are treated the same.
  threshold: 0,
  // Only when the build wrote no .br file next to it: a moderate quality keeps it fast.
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  // Request bodies go to the api exactly as sent.
  globalDecompression: false,
};

const hashed = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * A file with a content hash in its name never changes; everything else (main.js, remoteEntry.js,
 * mf-manifest.json, the pages) is revalidated on every use, so a new deployment counts at once.
 */
export const cacheControl = (file: string) => (hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * For every answer. One that may come compressed says it varies with Accept-Encoding, also when
 * this one is not (a cache must not hand it to a client that asked otherwise); lower case, as the
 * compression plugin looks for it so. One without a body (204, 304) gets no Content-Encoding and
 * no body: the compression plugin would otherwise compress the empty stream of a 304 from
 * @fastify/static, label it, and leave the answer unfinished.
 */
export const transferHeaders: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  if (reply.statusCode === 204 || reply.statusCode === 304) {
    if (payload instanceof Readable) payload.resume();
    reply.removeHeader('content-encoding');
    return null;
  }
  if (compressible.test(String(reply.getHeader('content-type') ?? '')))
    reply.header('vary', varyWith(reply.getHeader('vary'), 'accept-encoding'));
  return payload;
};

/**
 * Sets the weak ETag of a page or document made per request (its answers are the same page, not
 * the same bytes: compressed or not, each with its own anti-forgery token); true when If-None-Match
 * names it (RFC 9110 §13.1.2). Not @fastify/etag: its hook covers every answer of its context, and
 * these come from the catch-all route that also streams the build's files, whose open file it
 * would drop unread when it answers 304 where @fastify/send did not (Cache-Control: no-cache).
 */
export function isFresh(request: FastifyRequest, reply: FastifyReply, content: string): boolean {
  const etag = `W/"${crypto.createHash('sha256').update(content).digest('base64url')}"`;
  reply.header('etag', etag);
  const asked = request.headers['if-none-match'];
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return asked !== undefined && (asked.trim() === '*' || asked.split(',').some((tag) => opaque(tag) === opaque(etag)));
}
