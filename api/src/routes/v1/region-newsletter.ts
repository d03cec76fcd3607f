import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { checkField, stripSpaces } from '@alz/shared/validation/field-rules';
import { errorBody } from '../../lib/http-error';
import { formTimestamp, readMultipartForm } from '../../plugins/external/multipart';
import { newsletterResponses } from '../../schemas/region-content';

// The one field of the regional newsletter form (spec 1 §3): mandatory, type email.
const EMAIL_RULE = { type: 'email', mandatory: true } as const;
const MAX_EMAIL_LENGTH = 254;

const rejected = (message: string) => errorBody(400, message);

const regionNewsletter: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/forms/region/newsletter/send',
    {
      // No body schema, so no body type: the multipart form is read part by part (readMultipartForm)
      // and its fields are checked with the form's own rules.
      // Rate limit and anti-forgery check as for every write.
      config: { proofOfWork: true },
      schema: { consumes: ['multipart/form-data'], response: newsletterResponses },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.code(415).send(errorBody(415, 'Stuur het formulier als multipart/form-data.'));
      }
      const { fields } = await readMultipartForm(request);
      // The server re-checks with the form's own rules (CONVENTIONS habit 7).
      const email = stripSpaces(fields.RecipientEmail ?? '').toLowerCase();
      const error = checkField(EMAIL_RULE, email);
      if (error || email.length > MAX_EMAIL_LENGTH) {
        return reply.code(400).send(rejected(`Het e-mailadres is niet goed ingevuld (${error ?? 'FieldTooLong'}).`));
      }
      const regionName = fields.Region?.trim() ?? '';
      const region = regionName && regionName.length <= 200 ? await app.regionContent.findRegion(regionName) : null;
      if (!region) return reply.code(400).send(rejected('Deze regio bestaat niet.'));
      // The site shows the form only when the region's checkbox is on; the server holds to that too.
      if (!region.newsletter) return reply.code(400).send(rejected('Deze regio heeft geen nieuwsbrief.'));
      const renderedAt = formTimestamp(fields.RenderedTimeStamp);
      const sentAt = formTimestamp(fields.SentTimeStamp);
      if (renderedAt === undefined || sentAt === undefined) {
        return reply.code(400).send(rejected('Ongeldig tijdstip in het formulier.'));
      }
      // The recipient comes from the region itself: a sent RegioRecipientEmail could be anyone's.
      await app.regionContent.signUp({ region, email, renderedAt, sentAt });
      return { received: true };
    },
  );
};

export default regionNewsletter;
