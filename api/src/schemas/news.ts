import { idParam, imageSchema, nullable, pageParam } from './common';

// Control characters have no place in a search term, and PostgreSQL rejects NUL outright.
const term = { type: 'string', maxLength: 200, pattern: '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$' } as const;
// Pages count from 0 (spec 1 §7).
const page = pageParam;

export const newsSearchQuerystring = {
  type: 'object',
  properties: { query: term, page },
} as const;

const regionId = idParam;
// Sent by the site next to the id (spec 1 §7); the id alone decides.
const regionName = { type: 'string', maxLength: 100 } as const;

export const regionNewsQuerystring = {
  type: 'object',
  required: ['regionId'],
  properties: { regionId, regionName, page },
} as const;

export const regionNewsSearchQuerystring = {
  type: 'object',
  required: ['regionId'],
  properties: { query: term, regionId, regionName, page },
} as const;

export const newsPageQuerystring = {
  type: 'object',
  properties: { page },
} as const;

export const latestNewsQuerystring = {
  type: 'object',
  properties: { categoryId: idParam },
} as const;

const pathSchema = { type: 'object', required: ['Path'], properties: { Path: { type: 'string' } } } as const;

export const newsItemSchema = {
  type: 'object',
  required: [
    'Id',
    'Title',
    'Introduction',
    'PublicationDate',
    'HeaderImage',
    'Data',
    'Category',
    'Region',
    'HideFromHomepage',
  ],
  properties: {
    Id: { type: 'integer' },
    Title: { type: 'string' },
    Introduction: { type: 'string' },
    PublicationDate: { type: ['string', 'null'] },
    HeaderImage: imageSchema,
    Data: pathSchema,
    Category: nullable({
      type: 'object',
      required: ['Id', 'Label'],
      properties: { Id: { type: 'integer' }, Label: { type: 'string' } },
    }),
    Region: nullable({
      type: 'object',
      required: ['Id', 'Title', 'Path'],
      properties: { Id: { type: 'integer' }, Title: { type: 'string' }, Path: { type: 'string' } },
    }),
    HideFromHomepage: { type: 'boolean' },
  },
} as const;

export const newsPageResponse = {
  type: 'object',
  required: ['Items', 'TotalItems'],
  properties: {
    Items: { type: 'array', items: newsItemSchema },
    TotalItems: { type: 'integer' },
  },
} as const;

export const latestNewsResponse = {
  type: 'array',
  items: {
    type: 'object',
    required: ['Title', 'PublicationDate', 'HeaderImage', 'HideFromHomepage', 'Data', 'Introduction', 'IsRegional'],
    properties: {
      Title: { type: 'string' },
      PublicationDate: { type: ['string', 'null'] },
      HeaderImage: imageSchema,
      HideFromHomepage: { type: 'boolean' },
      Data: pathSchema,
      Introduction: { type: 'string' },
      IsRegional: { type: 'boolean' },
    },
  },
} as const;
