import { errorSchema } from './common';

export const VACANCY_TYPES = ['landelijk', 'corporate', 'regional'] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];

export const applicationReceived = {
  type: 'object',
  required: ['received'],
  properties: { received: { type: 'boolean' } },
} as const;

/** A 400 names the failing fields with the error keys of spec 1 §8, as the form shows them. */
export const applicationRejected = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    ...errorSchema.properties,
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export const applicationResponses = {
  200: applicationReceived,
  400: applicationRejected,
  406: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
  503: errorSchema,
} as const;
