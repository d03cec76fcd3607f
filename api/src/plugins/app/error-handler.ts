import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isConnectionError } from '../../db/connection-error';
import { errorBody, type HttpError } from '../../lib/http-error';

// Fastify's own wording for the body errors a visitor's browser can run into.
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Het verzoek is te groot.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dit soort inhoud wordt hier niet aangenomen.',
  FST_ERR_CTP_EMPTY_BODY: 'Het verzoek is leeg.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Het verzoek is leeg.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Het verzoek is geen geldige JSON.',
};

// Must be registered before the routes: route plugins keep the handler that existed when they
// were registered.
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError & Partial<HttpError>, request, reply) => {
      const statusCode = error.validation ? 400 : (error.statusCode ?? 500);
      if (statusCode >= 400 && statusCode < 500) {
        const message = MESSAGES[error.code] ?? error.message;
        return reply.code(statusCode).send(errorBody(statusCode, message, error.clientCode));
      }
      // Details stay in the log: a stack trace or SQL error tells an attacker too much.
      request.log.error({ err: error }, 'request failed');
      if (isConnectionError(error)) {
        return reply.code(503).send(errorBody(503, 'De gegevens zijn even niet bereikbaar. Probeer het zo opnieuw.'));
      }
      return reply.code(500).send(errorBody(500, 'Er ging iets mis.'));
    });

    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, 'Deze route bestaat niet.')));
  },
  { name: 'error-handler' },
);
