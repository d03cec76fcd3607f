import fp from 'fastify-plugin';
import { httpError } from '../../lib/http-error';
import { parseQueryLeniently } from '../../lib/lenient-query';
import { withoutUnusableCharacters } from '../../lib/search-term';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The query carries what a visitor typed into a search box (site search and its
     * suggestions): broken escapes, control characters and lone surrogates become spaces
     * instead of a 400, so any term gets an answer.
     */
    freeTextQuery?: boolean;
  }
}

function withUsableValues(query: unknown): unknown {
  if (query === null || typeof query !== 'object') return query;
  const usable: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') usable[key] = withoutUnusableCharacters(value);
    else if (Array.isArray(value)) usable[key] = value.map((item) => withoutUnusableCharacters(String(item)));
    else usable[key] = value;
  }
  return usable;
}

// The query string parser keeps a broken escape such as %E0%A4%A as literal text; the router
// already refuses one in the path, so the query gets the same 400 instead of a silent search.
// Search boxes are the exception (freeTextQuery): there the escape is decoded as a browser
// would, to U+FFFD, which then becomes a space with the other characters no search can use.
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const freeText = request.routeOptions.config?.freeTextQuery === true;
      const start = request.url.indexOf('?');
      if (start !== -1) {
        try {
          decodeURIComponent(request.url.slice(start + 1));
        } catch {
          if (!freeText) throw httpError(400, 'De querystring bevat een ongeldige codering.');
          request.query = parseQueryLeniently(request.url.slice(start + 1));
        }
      }
      if (freeText) request.query = withUsableValues(request.query);
    });
  },
  { name: 'strict-query-encoding' },
);
