export const MENU_ITEM_SCHEMA_ID = 'menuItem';

export const menuItemSchema = {
  $id: MENU_ITEM_SCHEMA_ID,
  type: 'object',
  required: ['key', 'title', 'relative', 'external', 'weight', 'below'],
  properties: {
    key: { type: 'string' },
    title: { type: 'string' },
    description: { type: ['string', 'null'] },
    uri: { type: 'string' },
    alias: { type: 'string' },
    relative: { type: 'string' },
    absolute: { type: 'string' },
    external: { type: 'boolean' },
    weight: { type: 'integer' },
    expanded: { type: 'boolean' },
    below: { type: 'array', items: { $ref: `${MENU_ITEM_SCHEMA_ID}#` } },
  },
} as const;

/**
 * A menu item in an answer. json-schema-to-ts cannot type a schema that refers to itself, so
 * the reference is typed as a plain object and the menu reply is not checked against it.
 */
export const menuItemRef: object = { $ref: `${MENU_ITEM_SCHEMA_ID}#` };
