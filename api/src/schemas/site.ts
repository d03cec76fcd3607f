import { errorSchema } from './common';

/** A path sent as a query parameter; toAlias gives the Dutch 400 for control characters and length. */
export const pathQuerystring = {
  type: 'object',
  required: ['path'],
  properties: { path: { type: 'string', maxLength: 1024 } },
} as const;

export const breadcrumbsResponse = {
  type: 'array',
  items: {
    type: 'object',
    required: ['title', 'url'],
    properties: { title: { type: 'string' }, url: { type: 'string' } },
  },
} as const;

// At most 999 999 999: the ids are PostgreSQL integers, and a bigger one must be a 400, not a 500.
const positiveId = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;

export const previewParams = {
  type: 'object',
  required: ['entityType', 'entityId', 'revisionId'],
  properties: { entityType: { type: 'string', maxLength: 64 }, entityId: positiveId, revisionId: positiveId },
} as const;

const value = { type: 'object', required: ['value'], properties: { value: { type: 'string' } } } as const;

export const slideInSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'field_compact_title',
    'field_text',
    'field_compact_text',
    'status',
    'weight',
    'field_pages',
    'field_seconds',
    'field_form_id',
    'field_script_id',
    'field_image',
    'field_button',
  ],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    field_compact_title: { type: 'string' },
    field_text: value,
    field_compact_text: value,
    status: { type: 'boolean' },
    weight: { type: 'integer' },
    field_pages: { type: 'string' },
    field_seconds: { type: 'integer' },
    field_form_id: { type: ['string', 'null'] },
    field_script_id: { type: ['string', 'null'] },
    field_image: {
      type: ['object', 'null'],
      required: ['url', 'alt', 'title'],
      properties: { url: { type: 'string' }, alt: { type: 'string' }, title: { type: 'string' } },
    },
    field_button: {
      type: ['object', 'null'],
      required: ['title', 'uri', 'external'],
      properties: { title: { type: 'string' }, uri: { type: 'string' }, external: { type: 'boolean' } },
    },
  },
} as const;

export const styleRuleSchema = {
  type: 'object',
  required: ['code', 'paths', 'content_types', 'condition'],
  properties: {
    code: { type: 'string' },
    paths: { type: 'string' },
    content_types: { type: 'array', items: { type: 'string' } },
    condition: { type: 'string', enum: ['AND', 'OR'] },
  },
} as const;

export const redirectResponse = {
  type: 'object',
  required: ['From', 'To'],
  properties: { From: { type: 'string' }, To: { type: 'string' } },
} as const;

/** A redirect lookup that always answers: To is null when the path has no redirect. */
export const redirectLookupResponse = {
  type: 'object',
  required: ['From', 'To'],
  properties: { From: { type: 'string' }, To: { type: ['string', 'null'] } },
} as const;

export const errorReportResponse = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' } },
} as const;

export const forbidden = { 403: errorSchema } as const;
export const tooLarge = { 413: errorSchema, 415: errorSchema } as const;

export const antiForgeryResponse = {
  type: 'object',
  required: ['Token'],
  properties: { Token: { type: 'string' } },
} as const;
