import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../../lib/http-error';

// Fastify's own wording for the body errors a visitor's browser can run into.
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Het verzoek is te groot.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dit soort inhoud wordt hier niet aangenomen.',
  FST_ERR_CTP_EMPTY_BODY: 'Het verzoek is leeg.',
};

// Must be registered before the routes: route plugins keep the handler that existed when they
// were registered.
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const statusCode = error.validation ? 400 : (error.statusCode ?? 500);
      if (statusCode >= 400 && statusCode < 500) {
        return reply.code(statusCode).send(errorBody(statusCode, MESSAGES[error.code] ?? error.message));
      }
      // Details stay in the log: a stack trace or SQL error tells an attacker too much.
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Er ging iets mis.'));
    });

    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, 'Deze route bestaat niet.')));
  },
  { name: 'error-handler' },
);
