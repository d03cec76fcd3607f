import { pageParam } from './common';
export const CONTENT_TYPES = ['alle', 'informatie', 'nieuws', 'regio'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const searchQuerystring = {
  type: 'object',
  properties: {
    // Control characters have no place in a search term, and PostgreSQL rejects NUL outright.
    query: { type: 'string', maxLength: 200, pattern: '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$' },
    contentType: { type: 'string', enum: CONTENT_TYPES, default: 'alle' },
    page: pageParam,
  },
} as const;

export const searchResponse = {
  type: 'object',
  required: ['Total', 'Documents'],
  properties: {
    Total: { type: 'integer' },
    Documents: {
      type: 'array',
      items: {
        type: 'object',
        required: ['Id', 'Title', 'DocType', 'Introduction', 'Data', 'SearchLabels'],
        properties: {
          Id: { type: 'integer' },
          Title: { type: 'string' },
          DocType: { type: 'string', enum: ['information', 'news', 'regio'] },
          Introduction: { type: 'string' },
          Data: { type: 'object', required: ['Path'], properties: { Path: { type: 'string' } } },
          SearchLabels: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;
