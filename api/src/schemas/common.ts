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

/** The largest PostgreSQL integer: a bigger id must be a 400, not a database error (a 500). */
export const MAX_ID = 2_147_483_647;

/**
 * A node or term id in a path or query. Every integer parameter has both bounds: ajv turns a
 * query string "Infinity" into a number and then skips them, which the input check catches
 * (plugins/app/input-check), but a finite 9999999999999 must meet `maximum`.
 */
export const idParam = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/**
 * Text typed into a place or region search. Control characters have no place in it, and
 * PostgreSQL rejects NUL outright. (Site search takes any text: schemas/search.ts.)
 */
export const textParam = {
  type: 'string',
  maxLength: 200,
  pattern: '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$',
} as const;

/** A page number, counted from 0 (spec 1 §7); the cap keeps OFFSET small whatever a visitor types. */
export const pageParam = { type: 'integer', minimum: 0, maximum: 999, default: 0 } as const;
