import fp from 'fastify-plugin';
import { httpError } from '../../lib/http-error';

// The query string parser keeps a broken escape such as %E0%A4%A as literal text; the router
// already refuses one in the path, so the query gets the same 400 instead of a silent search.
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const start = request.url.indexOf('?');
      if (start === -1) return;
      try {
        decodeURIComponent(request.url.slice(start + 1));
      } catch {
        throw httpError(400, 'De querystring bevat een ongeldige codering.');
      }
    });
  },
  { name: 'strict-query-encoding' },
);
