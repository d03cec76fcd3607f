// The picker's writes (routes/v1/picker-pictures.ts).
import { errorSchema } from './common';

/**
 * A picture's address: one of the picker's containers and a name as the picker makes them
 * (letters, digits, spaces, dots, dashes, underscores, brackets, and an extension); never a
 * path, a control character or a name Azure would take as something else.
 */
export const pictureParams = {
  type: 'object',
  required: ['container', 'name'],
  properties: {
    container: { type: 'string', pattern: '^pictures(-[0-9a-z]+)?$', maxLength: 63 },
    name: {
      type: 'string',
      minLength: 3,
      maxLength: 200,
      pattern: '^[\\p{L}\\p{N}_(][\\p{L}\\p{N} ._()-]*\\.[a-z0-9]{1,5}$',
    },
  },
} as const;

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 503: errorSchema } as const;

export const pictureWriteResponse = {
  201: {
    type: 'object',
    required: ['Name', 'ContentType'],
    additionalProperties: false,
    properties: { Name: { type: 'string' }, ContentType: { type: 'string' } },
  },
  409: errorSchema,
  413: errorSchema,
  ...refusals,
} as const;

export const pictureDeleteResponse = { 204: { type: 'null' }, ...refusals } as const;
