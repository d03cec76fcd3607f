// The image as the seed and the site send it (@alz/shared/media/image `DrupalImage`).
const imageSchema = {
  type: ['object', 'null'],
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
} as const;

/** spec 1 §3 "Business partner card": label, tag, introduction, path, headerImage (plus nid and title). */
export const businessPartnerSchema = {
  type: 'object',
  required: ['nid', 'title', 'label', 'tag', 'introduction', 'path', 'headerImage'],
  properties: {
    nid: { type: 'integer' },
    title: { type: 'string' },
    label: { type: 'string' },
    tag: { type: 'string' },
    introduction: { type: 'string' },
    path: { type: 'string' },
    headerImage: imageSchema,
  },
} as const;

export const businessPartnersResponse = { type: 'array', items: businessPartnerSchema } as const;
