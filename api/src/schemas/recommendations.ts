import { idParam, imageSchema, nullable } from './common';

// GET /api/v1/recommendation-items?overviewPageId=<nid> (spec 1 §7): the items of one
// recommendation overview, in its groups. The answer is camelCase, with the field names of
// spec 1 §3 ("Recommendation group", "Bookcase item"):
//
// { overviewPageId, groups: [{ title, subtitle, items: [{ slug, title, label, text (HTML),
//   image | null, video { kind, id, source } | null, primaryLink | null, secondaryLink | null }] }] }
//
// A group title may be empty; the site then shows its default ("Onze selectie").

export const recommendationsQuerystring = {
  type: 'object',
  required: ['overviewPageId'],
  properties: { overviewPageId: idParam },
} as const;

const linkSchema = nullable({
  type: 'object',
  required: ['title', 'url', 'external'],
  properties: { title: { type: 'string' }, url: { type: 'string' }, external: { type: 'boolean' } },
});

/** `kind` is the provider, `id` its video id and `source` the address of the video's own page. */
const videoSchema = nullable({
  type: 'object',
  required: ['kind', 'id', 'source'],
  properties: {
    kind: { type: 'string', enum: ['youtube', 'vimeo'] },
    id: { type: 'string' },
    source: { type: 'string' },
  },
});

export const recommendationItemSchema = {
  type: 'object',
  required: ['slug', 'title', 'label', 'text', 'image', 'video', 'primaryLink', 'secondaryLink'],
  properties: {
    slug: { type: 'string' },
    title: { type: 'string' },
    label: { type: 'string' },
    text: { type: 'string' },
    image: imageSchema,
    video: videoSchema,
    primaryLink: linkSchema,
    secondaryLink: linkSchema,
  },
} as const;

export const recommendationsResponse = {
  type: 'object',
  required: ['overviewPageId', 'groups'],
  properties: {
    overviewPageId: { type: 'integer' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['title', 'subtitle', 'items'],
        properties: {
          title: { type: 'string' },
          subtitle: { type: 'string' },
          items: { type: 'array', items: recommendationItemSchema },
        },
      },
    },
  },
} as const;
