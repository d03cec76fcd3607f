import { imageSchema, pageParam } from './common';

// Spec 2 §7: the path asked about is a node reference, `node/12` or `/node/12`.
export const nodePathQuerystring = {
  type: 'object',
  required: ['path'],
  properties: { path: { type: 'string', maxLength: 40, pattern: '^/?node/[0-9]{1,9}$' } },
} as const;

export const nodePathResponse = {
  type: 'object',
  required: ['path'],
  properties: { path: { type: 'string' } },
} as const;

/** Spec 1 §9: thematic default page size 15; the cap keeps one answer small. */
export const THEMATIC_PAGE_SIZE = 15;
export const THEMATIC_MAX_PAGE_SIZE = 50;

export const thematicQuerystring = {
  type: 'object',
  required: ['tag'],
  properties: {
    // A term id or a label; control characters have no place in either.
    tag: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: '^[^\\x00-\\x1F\\x7F]*[^\\s\\x00-\\x1F\\x7F][^\\x00-\\x1F\\x7F]*$',
    },
    page: pageParam,
    pageSize: { type: 'integer', minimum: 1, maximum: THEMATIC_MAX_PAGE_SIZE, default: THEMATIC_PAGE_SIZE },
  },
} as const;

export const thematicResponse = {
  type: 'object',
  required: ['Items', 'Total'],
  properties: {
    Total: { type: 'integer' },
    Items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['Id', 'Title', 'HeaderImage', 'Data', 'Introduction'],
        properties: {
          Id: { type: 'integer' },
          Title: { type: 'string' },
          HeaderImage: imageSchema,
          Data: { type: 'object', required: ['Path'], properties: { Path: { type: 'string' } } },
          Introduction: { type: 'string' },
        },
      },
    },
  },
} as const;
