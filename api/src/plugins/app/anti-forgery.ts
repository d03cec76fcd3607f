import type { onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requireAntiForgery, requireOurOrigin } from '../../lib/anti-forgery';
import { isWrite } from '../../lib/write-methods';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Checks for a read: 'token' as for every write (the origin and the double-submit token),
     * 'origin' only where the call comes from. Writes always get the full check.
     */
    antiForgery?: 'token' | 'origin';
  }
}

export interface AntiForgeryOptions {
  /** Origins of the site's pages (ALLOWED_ORIGINS); a call sent from any other is refused. */
  allowedOrigins: readonly string[];
}

function append(route: RouteOptions, hook: onRequestAsyncHookHandler) {
  const hooks = route.onRequest;
  route.onRequest = [...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]), hook];
}

/**
 * A cross-site `fetch(…, { mode: 'no-cors' })` could post an application. Every route
 * that writes is checked when it is added (onRoute), so a new form cannot forget it. The check
 * runs on request, after the rate limit and before the body is read: a refused call stores
 * nothing and learns nothing about its input.
 */
export default fp<AntiForgeryOptions>(
  async (app, { allowedOrigins }) => {
    const origins: ReadonlySet<string> = new Set(allowedOrigins);
    const full: onRequestAsyncHookHandler = async (request) => requireAntiForgery(request, origins);
    const originOnly: onRequestAsyncHookHandler = async (request) => requireOurOrigin(request, origins);

    app.addHook('onRoute', (route) => {
      if (isWrite(route.method) || route.config?.antiForgery === 'token') append(route, full);
      else if (route.config?.antiForgery === 'origin') append(route, originOnly);
    });
  },
  { name: 'anti-forgery' },
);
