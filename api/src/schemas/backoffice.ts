// Back-office read access to stored applications (for the people who process them).
import { errorSchema, nullable } from './common';

/** At most this many applications per lookup, newest first. */
export const BACKOFFICE_LIST_LIMIT = 50;

// An e-mail address as the form stores it: no spaces (around it they are trimmed off) and no
// control characters.
const emailAddress = '^ *[^\\s\\x00-\\x1F\\x7F]+@[^\\s\\x00-\\x1F\\x7F]+ *$';

export const backofficeQuerystring = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string', minLength: 3, maxLength: 254, pattern: emailAddress } },
} as const;

export const backofficeParams = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
  },
} as const;

const text = { type: 'string' } as const;
const optionalText = { type: ['string', 'null'] } as const;

const storedApplication = {
  type: 'object',
  required: [
    'id',
    'vacancy',
    'open',
    'region',
    'firstName',
    'insertion',
    'lastName',
    'city',
    'email',
    'phoneNumber',
    'attachment',
    'receivedAt',
  ],
  properties: {
    id: text,
    vacancy: {
      type: 'object',
      required: ['nid', 'title', 'type'],
      properties: { nid: { type: 'integer' }, title: text, type: text },
    },
    open: { type: 'boolean' },
    region: optionalText,
    firstName: text,
    insertion: optionalText,
    lastName: text,
    city: optionalText,
    email: text,
    phoneNumber: text,
    attachment: nullable({
      type: 'object',
      required: ['name', 'contentType', 'size', 'blobName'],
      properties: {
        name: text,
        contentType: optionalText,
        size: { type: ['integer', 'null'] },
        blobName: text,
      },
    }),
    receivedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const backofficeErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 503: errorSchema } as const;

export const backofficeListResponse = {
  200: { type: 'array', maxItems: BACKOFFICE_LIST_LIMIT, items: storedApplication },
  ...backofficeErrors,
} as const;

/** The 200 is the file itself, streamed: any body, which Fastify sends without serializing it. */
export const backofficeAttachmentResponse = { 200: {}, ...backofficeErrors } as const;

/** The national newsletter's sign-up of one address: one item, or none. */
export const backofficeNewsletterResponse = {
  200: {
    type: 'array',
    items: {
      type: 'object',
      required: ['email', 'consentText', 'consentedAt'],
      properties: { email: text, consentText: text, consentedAt: text },
    },
  },
  400: errorSchema,
  401: errorSchema,
} as const;
