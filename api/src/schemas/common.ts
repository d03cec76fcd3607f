export const errorSchema = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
  },
} as const;

export const clientErrors = { 400: errorSchema, 404: errorSchema } as const;

/** For routes without query parameters: unknown ones (tracking tags and such) are ignored. */
export const anyQuerystring = { type: 'object' } as const;
