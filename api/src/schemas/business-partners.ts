import { imageSchema } from './common';

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
