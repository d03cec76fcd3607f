import type { FastifyInstance, FastifySchema } from 'fastify';

export interface ApiRoute {
  method: string;
  /** The pattern as registered: `/api/v1/region/:regionName`, `/api/drupal/*`. */
  url: string;
  schema: FastifySchema;
}

/** Every method and pattern in find-my-way's printed tree (`└── /`, then one segment per line). */
export function routesInTree(tree: string): { method: string; url: string }[] {
  const prefixes: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const marker = line.indexOf('── ');
    if (marker === -1) continue;
    const depth = (marker - 1) / 4;
    const [, segment = '', methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(marker + 3)) ?? [];
    prefixes[depth] = (prefixes[depth - 1] ?? '') + segment;
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url: prefixes[depth] });
    }
  }
  return routes;
}

const DISCOVERY_HEADER = 'x-test-route-discovery';

/**
 * Every route of an app that is not ready yet, with the schemas it validates its input with.
 * A hook added now sees each route's options; a request carrying the discovery header is
 * answered by that hook, before anything else of the route runs.
 */
export async function discoverRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const schemas = new Map<string, FastifySchema>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers[DISCOVERY_HEADER] === undefined) return;
    schemas.set(`${request.method} ${request.routeOptions.url}`, request.routeOptions.schema ?? {});
    await reply.code(204).send();
  });
  const routes = routesInTree(app.printRoutes());
  for (const { method, url } of routes) {
    const example = url.replace(/:\w+/g, '1').replace('*', 'x');
    await app.inject({ method: method as 'GET', url: example, headers: { [DISCOVERY_HEADER]: '1' } });
  }
  return routes.map(({ method, url }) => {
    const schema = schemas.get(`${method} ${url}`);
    if (!schema) throw new Error(`route ${method} ${url} was not reached by its example path`);
    return { method, url, schema };
  });
}
