import rateLimit from '@fastify/rate-limit';
import type { preParsingAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../../lib/http-error';
import { isWrite } from '../../lib/write-methods';

export interface RateLimitOptions {
  /** Reads per minute per visitor address (RATE_LIMIT_MAX). */
  readsPerVisitor: number;
  /** Writes per minute per visitor address, for each write route (RATE_LIMIT_WRITE_MAX). */
  writesPerVisitor: number;
  /** Writes per minute for each write route, all visitors together (RATE_LIMIT_SITE_WRITE_MAX). */
  writesPerSite: number;
}

const WINDOW = '1 minute';
const TOO_MANY = 'U heeft te veel verzoeken gestuurd. Probeer het over een minuut opnieuw.';
const SITE_BUSY = 'Er komen nu te veel aanvragen binnen. Probeer het over een minuut opnieuw.';
export const RATE_LIMIT_CODE = 'rate-limit';

function appendPreParsing(route: RouteOptions, hook: preParsingAsyncHookHandler) {
  const hooks = route.preParsing;
  route.preParsing = [...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]), hook];
}

/**
 * Issue 14: limits per visitor address (request.ip, which only the proxies of TRUST_PROXY can
 * set through X-Forwarded-For), generous for reads (a page view makes 5–16 calls, a family
 * shares one router) and strict for writes, plus a ceiling per write route for all addresses
 * together, so that a flood from many addresses is still capped. Every refusal is 429 JSON.
 */
export default fp<RateLimitOptions>(
  async (app, { readsPerVisitor, writesPerVisitor, writesPerSite }) => {
    // Added before the plugin's own onRoute hook, which reads a route's limit when the route is
    // added. Each write route counts on its own: error reports do not use up a visitor's forms.
    app.addHook('onRoute', (route) => {
      if (isWrite(route.method) && route.config?.rateLimit === undefined) {
        route.config = { ...route.config, rateLimit: { max: writesPerVisitor } };
      }
    });

    await app.register(rateLimit, {
      max: readsPerVisitor,
      timeWindow: WINDOW,
      errorResponseBuilder: () => httpError(429, TOO_MANY, RATE_LIMIT_CODE),
    });

    // The site-wide count runs before the body is read but after every check on request (the
    // visitor's own limit, the anti-forgery check): one address over its own limit, or another
    // site's page making visitors' browsers post, does not use up everyone's writes.
    app.addHook('onRoute', (route) => {
      if (!isWrite(route.method)) return;
      const count = app.createRateLimit({ max: writesPerSite, timeWindow: WINDOW, keyGenerator: () => 'site' });
      appendPreParsing(route, async (request, reply) => {
        const result = await count(request);
        if (result.isAllowed || !result.isExceeded) return;
        void reply.header('retry-after', result.ttlInSeconds);
        throw httpError(429, SITE_BUSY, RATE_LIMIT_CODE);
      });
    });
  },
  { name: 'rate-limits' },
);
