import fastifyEtag from '@fastify/etag';
import fp from 'fastify-plugin';

// Public reads may be kept by the browser and by a CDN in front of the api for a
// minute, and served a little stale while they are asked again, and every answer carries an
// ETag so asking again costs a 304 when nothing changed. Anything else is never stored.

/** How long any cache may keep a public read as fresh: a minute. */
export const PUBLIC_MAX_AGE_SECONDS = 60;
/** A minute fresh, then ten more served while it is fetched again in the background. */
export const PUBLIC_READ = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=600`;
export const NOT_STORED = 'no-store';

/**
 * GET routes that are not for everyone alike: the health check, an editor's preview, the
 * visitor's own anti-forgery token and proof-of-work challenge (a challenge is spent once), the
 * redirect lookup (it checks that token, so a shared cache would skip the check) and the back
 * office. Every other GET route is a public read.
 */
export const PRIVATE_READS: readonly RegExp[] = [
  /^\/health$/,
  /^\/api\/drupal\/api\/preview\//,
  /^\/api\/v1\/anti-forgery$/,
  /^\/api\/v1\/altcha\/challenge$/,
  /^\/api\/v1\/redirect\//,
  /^\/api\/v1\/backoffice\//,
];

/** The Cache-Control for an answer that has none of its own. */
export function cacheControlFor(method: string, routeUrl: string | undefined, status: number): string {
  const read = method === 'GET' || method === 'HEAD';
  if (!read || routeUrl === undefined || (status !== 200 && status !== 304)) return NOT_STORED;
  return PRIVATE_READS.some((pattern) => pattern.test(routeUrl)) ? NOT_STORED : PUBLIC_READ;
}

export default fp(
  async (app) => {
    // Before the tag's hook: a 304 keeps the Cache-Control its 200 would have had.
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('cache-control')) return;
      void reply.header('cache-control', cacheControlFor(request.method, request.routeOptions.url, reply.statusCode));
    });
    // Registered before compression, so the tag is of the answer itself, whatever its encoding
    // (a weak tag: the bytes differ per encoding, the content does not).
    await app.register(fastifyEtag, { weak: true });
  },
  { name: 'caching' },
);
