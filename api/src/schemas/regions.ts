import { textParam } from './common';

export const regionSearchQuerystring = {
  type: 'object',
  properties: { query: textParam },
} as const;

export const regionSearchResponse = {
  type: 'array',
  items: {
    type: 'object',
    required: ['Id', 'Title', 'Introduction', 'Data'],
    properties: {
      Id: { type: 'integer' },
      Title: { type: 'string' },
      Introduction: { type: 'string' },
      Data: { type: 'object', required: ['Path'], properties: { Path: { type: 'string' } } },
    },
  },
} as const;
