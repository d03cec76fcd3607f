import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { httpError } from '../../lib/http-error';
import { isWrite } from '../../lib/write-methods';

export interface RateLimitOptions {
  /** Reads per minute per visitor address (RATE_LIMIT_MAX). */
  readsPerVisitor: number;
  /** Writes per minute per visitor address, for each write route (RATE_LIMIT_WRITE_MAX). */
  writesPerVisitor: number;
  /**
   * Counts shared by every api instance (REDIS_URL); without it each process counts alone, and
   * N instances would give a visitor N times the limit.
   */
  redis?: Redis | null;
}

const WINDOW = '1 minute';
const TOO_MANY = 'U heeft te veel verzoeken gestuurd. Probeer het over een minuut opnieuw.';
export const RATE_LIMIT_CODE = 'rate-limit';

/**
 * Limits per visitor address (request.ip, which only the proxies of TRUST_PROXY can set through
 * X-Forwarded-For), generous for reads (a page view makes 5–16 calls, a family shares one
 * router) and strict for writes. No ceiling for all addresses together: one actor could use it
 * up for everyone. A flood from many addresses pays the forms' proof-of-work instead
 * (plugins/app/proof-of-work.ts). Every refusal is 429 JSON.
 */
export default fp<RateLimitOptions>(
  async (app, { readsPerVisitor, writesPerVisitor, redis = null }) => {
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
      // While Redis cannot be reached nobody is refused for it: the call goes through uncounted.
      ...(redis && { redis, nameSpace: 'alz:rate-limit:', skipOnError: true }),
    });
  },
  { name: 'rate-limits' },
);
