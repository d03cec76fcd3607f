import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { fileExtension } from '@alz/shared/validation/field-rules';
import { bearerCheck } from '../../lib/bearer-token';
import { errorBody } from '../../lib/http-error';
import {
  BACKOFFICE_LIST_LIMIT,
  backofficeAttachmentResponse,
  backofficeListResponse,
  backofficeNewsletterResponse,
  backofficeParams,
  backofficeQuerystring,
} from '../../schemas/backoffice';

export interface BackofficeOptions {
  /** The bearer token the people who process applications send. */
  token: string;
}

// The kinds the application form takes; their first bytes were checked against the extension
// when the file came in, so the extension says what is served. Anything else is plain bytes.
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** `attachment` with a plain fallback name and the exact name for browsers that read RFC 5987. */
export function attachmentDisposition(name: string): string {
  const shown = name || 'bijlage';
  const fallback = shown.replace(/[^\x20-\x7E]|["\\]/g, '_');
  const exact = encodeURIComponent(shown).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * Read access to stored applications and newsletter sign-ups for the people who process them.
 * Registered only when a token is configured; every answer needs it and is never cached (it
 * holds personal data).
 */
const backoffice: FastifyPluginAsyncJsonSchemaToTs<{ Options: BackofficeOptions }> = async (app, { token }) => {
  const authorized = bearerCheck(token);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (authorized(request.headers.authorization)) return;
    return reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer realm="backoffice"')
      .send(errorBody(401, 'Geef een geldig toegangstoken mee.'));
  });

  app.get(
    '/backoffice/applications',
    { schema: { querystring: backofficeQuerystring, response: backofficeListResponse } },
    async (request) => app.applications.findByEmail(request.query.email.trim(), BACKOFFICE_LIST_LIMIT),
  );

  app.get(
    '/backoffice/newsletter-signups',
    { schema: { querystring: backofficeQuerystring, response: backofficeNewsletterResponse } },
    async (request) => app.newsletter.findByEmail(request.query.email.trim()),
  );

  app.get(
    '/backoffice/applications/:id/attachment',
    { schema: { params: backofficeParams, response: backofficeAttachmentResponse } },
    async (request, reply) => {
      const application = await app.applications.findById(request.params.id.toLowerCase());
      if (!application) return reply.code(404).send(errorBody(404, 'Deze sollicitatie bestaat niet.'));
      const { attachment } = application;
      if (!attachment) return reply.code(404).send(errorBody(404, 'Deze sollicitatie heeft geen bijlage.'));

      let file;
      try {
        file = await app.applications.readAttachment(attachment.blobName);
      } catch (error) {
        request.log.error({ err: error }, 'reading an application attachment failed');
        return reply
          .code(503)
          .send(errorBody(503, 'De bijlage kan nu niet worden gelezen. Probeer het later opnieuw.'));
      }
      if (!file) return reply.code(404).send(errorBody(404, 'De bijlage van deze sollicitatie is niet gevonden.'));

      reply
        .type(CONTENT_TYPES[fileExtension(attachment.name)] ?? 'application/octet-stream')
        .header('Content-Disposition', attachmentDisposition(attachment.name));
      if (file.size !== null) reply.header('Content-Length', file.size);
      return reply.send(file.content);
    },
  );
};

export default backoffice;
