export const errorSchema = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    // Only with some refusals, for the client's code (e.g. 'anti-forgery': fetch a new token).
    code: { type: 'string' },
  },
} as const;

export const clientErrors = { 400: errorSchema, 404: errorSchema } as const;

/** For routes without query parameters: unknown ones (tracking tags and such) are ignored. */
export const anyQuerystring = { type: 'object' } as const;

export const nullable = <T extends object>(schema: T) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** A wire image or null, as the seed writes it (`DrupalImage` of @alz/shared/media/image). */
export const imageSchema = nullable({
  type: 'object',
  required: ['url'],
  properties: {
    url: { type: 'string' },
    alt: { type: 'string' },
    title: { type: 'string' },
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
    crops: {
      type: 'array',
      items: {
        type: 'object',
        required: ['url', 'width'],
        properties: { url: { type: 'string' }, width: { type: 'integer' } },
      },
    },
  },
});
