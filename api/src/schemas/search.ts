import { imageSchema, nullable, pageParam } from './common';
export const CONTENT_TYPES = ['alle', 'informatie', 'nieuws', 'regio'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

// Any text is a term: characters no search can use were already made spaces
// (plugins/app/strict-query-encoding, freeTextQuery), and a long term is cut to 200 characters
// before the search. Only a term too long for any search box is refused.
const term = { type: 'string', maxLength: 2000 } as const;

export const searchQuerystring = {
  type: 'object',
  properties: {
    query: term,
    contentType: { type: 'string', enum: CONTENT_TYPES, default: 'alle' },
    page: pageParam,
  },
} as const;

const regionSchema = nullable({
  type: 'object',
  required: ['Title', 'Path'],
  properties: { Title: { type: 'string' }, Path: { type: 'string' } },
});

export const searchResponse = {
  type: 'object',
  required: ['Total', 'Documents', 'Suggestion'],
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
          // News only (spec 1 §3 "Search result").
          HeaderImage: imageSchema,
          PublicationDate: { type: ['string', 'null'] },
          // Regional documents and news: the region they belong to, null for none.
          Region: regionSchema,
        },
      },
    },
    // A corrected term when the words as typed found nothing but similar ones did.
    Suggestion: { type: ['string', 'null'] },
  },
} as const;

export const suggestQuerystring = {
  type: 'object',
  properties: { query: term },
} as const;

export const SUGGESTION_KINDS = ['page', 'term'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export const suggestResponse = {
  type: 'object',
  required: ['Suggestions'],
  properties: {
    Suggestions: {
      type: 'array',
      maxItems: 8,
      items: {
        type: 'object',
        required: ['Text', 'Kind'],
        properties: { Text: { type: 'string' }, Kind: { type: 'string', enum: SUGGESTION_KINDS } },
      },
    },
  },
} as const;
