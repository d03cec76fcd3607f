import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  checkNewsletterSignup,
  normaliseNewsletterEmail,
  type NewsletterProblem,
} from '@alz/shared/validation/newsletter-fields';
import { errorBody } from '../../lib/http-error';
import { newsletterBody, newsletterSignupResponses } from '../../schemas/newsletter';

// A sign-up is two short texts; anything bigger is not one (413 before it is read).
const BODY_LIMIT = 8 * 1024;

// The reasons in the visitor's words, the same the form shows (Common: NewsletterSignup.Errors).
const REASONS: Record<NewsletterProblem['field'], string> = {
  RecipientEmail: 'Het e-mailadres is niet goed ingevuld',
  ConsentText: 'De toestemmingstekst ontbreekt of is te lang',
};

const notAForm = () => new Error('Het formulier is niet goed ingevuld. Vul uw e-mailadres in en probeer het opnieuw.');

/**
 * The national newsletter sign-up. Rate limit and anti-forgery check as for
 * every write (plugins/external/rate-limit, plugins/app/anti-forgery).
 */
const newsletter: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.post(
    '/forms/newsletter/send',
    {
      bodyLimit: BODY_LIMIT,
      // Ajv's English would reach the visitor otherwise; the field rules below say what is wrong.
      schemaErrorFormatter: notAForm,
      config: { proofOfWork: true },
      schema: { body: newsletterBody, response: newsletterSignupResponses },
    },
    async (request, reply) => {
      // The server re-checks with the form's own rules (CONVENTIONS habit 7).
      const [problem] = checkNewsletterSignup(request.body);
      if (problem) {
        return reply.code(400).send(errorBody(400, `${REASONS[problem.field]} (${problem.error}).`));
      }
      await app.newsletter.signUp({
        email: normaliseNewsletterEmail(request.body.RecipientEmail),
        consentText: request.body.ConsentText.trim(),
      });
      // The same answer for a first and a repeated sign-up: it tells no one who is subscribed.
      return { received: true };
    },
  );
};

export default newsletter;
