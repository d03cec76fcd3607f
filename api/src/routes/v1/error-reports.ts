import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { httpError } from '../../lib/http-error';
import { parseEnvelopeHeader } from '../../lib/sentry-envelope';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { errorReportResponse, tooLarge } from '../../schemas/site';

// A report of the browser SDK is a few kB; the limit keeps one anonymous request from
// storing much. How many a visitor may send is the write limit of every write route, and the
// repository keeps only the newest reports.
const BODY_LIMIT = 64 * 1024;
const ENVELOPE_TYPES = ['application/x-sentry-envelope', 'text/plain'];

// A tunnel for the browser's error reports (spec 2 §7): ad blockers leave a same-site address
// alone, and only envelopes for our own project are passed on to Sentry.
const errorReports: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // Encapsulated: the envelope types are read as text here only, and JSON is refused here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(ENVELOPE_TYPES, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/error-reports',
    {
      bodyLimit: BODY_LIMIT,
      // The body is stored as text; a compressed one would be stored as garbage.
      onRequest: async (request) => {
        const encoding = request.headers['content-encoding'];
        if (encoding !== undefined && encoding !== 'identity') {
          throw httpError(415, 'Ingepakte foutmeldingen worden niet aangenomen.');
        }
      },
      // No body schema: the body is the envelope's raw text (the parser above), checked below.
      schema: { querystring: anyQuerystring, response: { 200: errorReportResponse, ...clientErrors, ...tooLarge } },
    },
    async (request) => {
      if (typeof request.body !== 'string') throw httpError(400, 'De foutmelding ontbreekt.');
      // PostgreSQL text cannot hold NUL; the browser SDK never sends one.
      if (request.body.includes('\u0000')) throw httpError(400, 'De foutmelding bevat ongeldige tekens.');
      const header = parseEnvelopeHeader(request.body);
      const id = await app.errorReports.store(header, request.body);
      app.errorReports.forward(header, request.body);
      return { id };
    },
  );
};

export default errorReports;
