import { MAX_CONSENT_TEXT_LENGTH } from '@alz/shared/validation/newsletter-fields';
import { errorSchema } from './common';

/**
 * The national newsletter sign-up, a JSON body. The schema only bounds the
 * shape and size; what makes a valid sign-up is the shared rule set (validation/newsletter-fields),
 * so the visitor hears the form's own Dutch reasons. Room is left for spaces the rules strip.
 */
export const newsletterBody = {
  type: 'object',
  required: ['RecipientEmail', 'ConsentText'],
  properties: {
    RecipientEmail: { type: 'string', maxLength: 1000 },
    ConsentText: { type: 'string', maxLength: MAX_CONSENT_TEXT_LENGTH * 2 },
  },
} as const;

export const newsletterSignupResponses = {
  200: { type: 'object', required: ['received'], properties: { received: { type: 'boolean' } } },
  400: errorSchema,
  403: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
  503: errorSchema,
} as const;
