// Only the fields every node has are listed; type-specific field_* pass through unchanged.
const paragraphSchema = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: { type: 'integer' }, type: { type: 'string' } },
  additionalProperties: true,
} as const;

export const nodeSchema = {
  type: 'object',
  required: ['nid', 'type', 'title', 'status', 'langcode', 'path', 'created', 'changed', 'field_page_content'],
  properties: {
    nid: { type: 'integer' },
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'boolean' },
    langcode: { type: 'string' },
    path: {
      type: 'object',
      required: ['alias'],
      properties: { alias: { type: 'string' }, langcode: { type: 'string' } },
    },
    created: { type: 'string' },
    changed: { type: 'string' },
    field_page_content: { type: 'array', items: paragraphSchema },
  },
  additionalProperties: true,
} as const;
