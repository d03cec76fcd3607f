import { errorSchema, idParam } from './common';

/**
 * Wire shapes of the `get-regio-*` views (spec 1 §7), in the content backend's style: nodes
 * reduced to the fields the region pages read. Dates are ISO 8601 strings.
 *
 * - services (Region service, spec 1 §3): title, field_text, field_image, field_link.
 * - highlights (Region highlight): title, field_text, field_image, field_primary_button,
 *   field_secondary_link, field_start_date, field_end_date, changed. All of the region's
 *   highlights are sent; the site applies the display rule of spec 1 §5 (window, sort, 2).
 * - dementia information (region-specific or generic): title, field_text, path, changed.
 * - over de regio: title, field_text (the page's introduction), path, changed.
 */
const regio = idParam;

export const regionQuerystring = {
  type: 'object',
  required: ['regio'],
  properties: { regio },
} as const;

const nullable = <T extends object>(schema: T) => ({ anyOf: [schema, { type: 'null' }] }) as const;

const text = nullable({ type: 'object', required: ['value'], properties: { value: { type: 'string' } } });

const link = nullable({
  type: 'object',
  required: ['title', 'uri'],
  properties: { title: { type: 'string' }, uri: { type: 'string' }, external: { type: 'boolean' } },
});

const image = nullable({
  type: 'object',
  required: ['url', 'alt', 'crops'],
  properties: {
    url: { type: 'string' },
    alt: { type: 'string' },
    title: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
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

const base = {
  nid: { type: 'integer' },
  type: { type: 'string' },
  title: { type: 'string' },
  path: { type: 'object', required: ['alias'], properties: { alias: { type: 'string' } } },
  changed: { type: 'string' },
  field_text: text,
} as const;

const list = (properties: Record<string, unknown>) =>
  ({
    type: 'array',
    items: { type: 'object', required: ['nid', 'title', 'path', 'changed', 'field_text'], properties },
  }) as const;

export const servicesResponse = list({ ...base, field_image: image, field_link: link });

export const highlightsResponse = list({
  ...base,
  field_image: image,
  field_primary_button: link,
  field_secondary_link: link,
  field_start_date: { type: ['string', 'null'] },
  field_end_date: { type: ['string', 'null'] },
});

export const infoResponse = list(base);

export const overDeRegioResponse = list(base);

export const newsletterResponses = {
  200: { type: 'object', required: ['received'], properties: { received: { type: 'boolean' } } },
  400: errorSchema,
  406: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
  503: errorSchema,
} as const;
