import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { cacheControlFor, PUBLIC_MAX_AGE_SECONDS, PUBLIC_READ } from './caching';

// The api is the first of the caches in front of it. Every public read already says
// that any cache may keep it for a minute (caching.ts, PUBLIC_READ); the api keeps the answers
// it serialized for a few seconds of that minute itself, so a read that many visitors ask at
// once (the home page's news, a search for "dementie", the activities near Utrecht) is queried
// once per few seconds instead of once per visitor. Nothing is served staler than a CDN may
// serve it, and anything the caching plugin would not mark public is never kept: the health
// check, previews, tokens, the redirect lookup, the back office, errors, empty answers and
// writes. The answer still passes every onSend hook, so it gets its Cache-Control, its ETag (and
// a 304 when the visitor has it), compression and the security headers as if it were new.

export interface ResponseCacheOptions {
  /** How long an answer is kept; 0 keeps nothing. At most the minute of PUBLIC_READ. */
  seconds: number;
  /** Upper bound of the bodies kept, in bytes (default 32 MB). */
  maxBytes?: number;
}

interface Entry {
  contentType: string;
  body: string;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** Whether an answer to this request may be kept and served to anyone who asks the same. */
function isPublicRead(request: FastifyRequest): boolean {
  return request.method === 'GET' && cacheControlFor('GET', request.routeOptions.url, 200) === PUBLIC_READ;
}

export default fp<ResponseCacheOptions>(
  async (app, { seconds, maxBytes = DEFAULT_MAX_BYTES }) => {
    if (seconds <= 0) return;
    // Never staler than any other cache may serve the answer.
    if (seconds > PUBLIC_MAX_AGE_SECONDS) {
      throw new Error(`The response cache keeps answers at most ${PUBLIC_MAX_AGE_SECONDS} s`);
    }
    const cache = new LRUCache<string, Entry>({
      ttl: seconds * 1000,
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.body.length + entry.contentType.length),
    });
    // Requests whose answer is to be kept once it is serialized: those not served from the cache.
    const toKeep = new WeakSet<FastifyRequest>();

    // After the rate limit (onRequest) and the query's validation: a request the api refuses is
    // refused as before, and only a valid query reaches the cache.
    app.addHook('preHandler', async (request, reply) => {
      if (!isPublicRead(request)) return;
      const hit = cache.get(request.url);
      if (!hit) {
        toKeep.add(request);
        return;
      }
      return reply.code(200).header('content-type', hit.contentType).send(hit.body);
    });

    // Registered before the caching and compression plugins, so this hook sees the body as the
    // route's serializer wrote it, before any tag or encoding.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!toKeep.has(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const contentType = reply.getHeader('content-type');
      if (typeof contentType === 'string') cache.set(request.url, { contentType, body: payload });
      return payload;
    });
  },
  { name: 'response-cache' },
);
