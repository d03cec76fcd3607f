import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { applicationFields, checkApplication, type ApplicationValues } from '@alz/shared/validation/application-fields';
import { stripSpaces } from '@alz/shared/validation/field-rules';
import { attachmentType } from '../../lib/attachment-check';
import { errorBody } from '../../lib/http-error';
import type { Vacancy } from '../../plugins/app/applications-repository';
import { formTimestamp, readMultipartForm } from '../../plugins/external/multipart';
import { applicationResponses, VACANCY_TYPES, type VacancyType } from '../../schemas/applications';
import { MAX_ID } from '../../schemas/common';

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);

const rejected = (message: string, errors?: Record<string, string>) => ({ ...errorBody(400, message), errors });

/**
 * Where a regional application goes comes from the vacancy, never from the form: a recipient
 * address the client could choose would let anyone have applications (personal data) sent
 * wherever they like. The client's region name and unit key are only a fallback, for a vacancy
 * whose node lacks them; they are labels for the people processing applications, not addresses.
 */
function routingOf(vacancy: Vacancy, vacancyType: VacancyType, fields: Record<string, string>) {
  const regional = vacancyType === 'regional';
  return {
    region: regional ? (vacancy.region?.name ?? optional(fields.Region)) : null,
    regioRecipientEmail: regional ? (vacancy.region?.recipientEmail ?? null) : null,
    organisationUnitKey: vacancy.organisationUnitKey ?? optional(fields.OrganisationUnitKey),
  };
}

const applications: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/forms/vacancy/apply/send',
    {
      // No body schema, so no body type: the multipart form is read part by part (readMultipartForm)
      // and its fields are checked with the form's own rules.
      // Rate limit and anti-forgery check as for every write (plugins/external/rate-limit,
      // plugins/app/anti-forgery): a few applications a minute is plenty for a person.
      config: { proofOfWork: true },
      schema: { consumes: ['multipart/form-data'], response: applicationResponses },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.code(415).send(errorBody(415, 'Stuur het formulier als multipart/form-data.'));
      }
      const { fields, file: attachment, fileTooBig } = await readMultipartForm(request, { fileField: 'Attachment' });

      // A filled honeypot means a robot. It gets the answer a person gets, so it learns nothing
      // to adapt to, and nothing is stored: there is no person waiting for a reply.
      if (fields.HoneyPot?.trim()) return { received: true };

      const vacancyType = fields.VacancyType as VacancyType;
      if (!VACANCY_TYPES.includes(vacancyType)) return reply.code(400).send(rejected('Onbekend soort vacature.'));
      const nid = Number(fields.Id);
      const vacancy =
        Number.isInteger(nid) && nid > 0 && nid <= MAX_ID ? await app.applications.findVacancy(nid) : null;
      if (!vacancy) return reply.code(400).send(rejected('Deze vacature bestaat niet (meer).'));
      if ((vacancy.type === 'corporate_vacature') !== (vacancyType === 'corporate')) {
        return reply.code(400).send(rejected('Het soort vacature past niet bij deze vacature.'));
      }
      const renderedAt = formTimestamp(fields.RenderedTimeStamp);
      const sentAt = formTimestamp(fields.SentTimeStamp);
      if (renderedAt === undefined || sentAt === undefined) {
        return reply.code(400).send(rejected('Ongeldig tijdstip in het formulier.'));
      }

      // The long form's fields are all optional, so checking them whenever they are sent is the
      // same as the client checking them only in the long form (spec 1 §5).
      const values: ApplicationValues = { ...fields, Email: stripSpaces(fields.Email ?? '') };
      const facts = fileTooBig
        ? { name: 'te-groot.pdf', size: Number.MAX_SAFE_INTEGER }
        : attachment && { name: attachment.name, size: attachment.content.length };
      const errors: Record<string, string> = {
        ...checkApplication(
          applicationFields(vacancyType === 'corporate' ? 'corporate' : 'volunteer', 'long'),
          values,
          facts,
        ),
      };
      // The extension says what a file claims to be; its structure says what it is, and the
      // file is stored with that type, never the one the browser claimed.
      const type = !errors.Attachment && attachment ? await attachmentType(attachment.name, attachment.content) : null;
      if (!errors.Attachment && attachment && !type) errors.Attachment = 'FileTypeForbidden';
      if (Object.keys(errors).length > 0)
        return reply.code(400).send(rejected('Het formulier is niet goed ingevuld.', errors));

      try {
        await app.applications.store(
          {
            vacancy,
            vacancyType,
            open: fields.Open === 'true',
            ...routingOf(vacancy, vacancyType, fields),
            gender: optional(fields.Gender),
            firstName: values.FirstName?.trim() ?? '',
            insertion: optional(fields.Insertion),
            lastName: values.LastName?.trim() ?? '',
            city: optional(fields.City),
            email: values.Email ?? '',
            phoneNumber: values.PhoneNumber?.trim() ?? '',
            education: optional(fields.Education),
            motivation: optional(fields.Motivation),
            linkedIn: optional(fields.LinkedIn),
            renderedAt,
            sentAt,
          },
          attachment && type ? { ...attachment, contentType: type } : null,
        );
      } catch (error) {
        // Nothing was stored (the row is rolled back); the visitor keeps the form and retries.
        request.log.error({ err: error }, 'storing an application failed');
        return reply
          .code(503)
          .send(errorBody(503, 'Uw sollicitatie kon nu niet worden opgeslagen. Probeer het later opnieuw.'));
      }
      return { received: true };
    },
  );
};

export default applications;
