import { idParam, pageParam } from './common';
// Spec 1 §8: the vacancy search, closest and per-region calls.

// Control characters have no place in a search term, and PostgreSQL rejects NUL outright.
const term = { type: 'string', maxLength: 200, pattern: '^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$' } as const;
// Fastify's Ajv turns a single value into a one-item array, so `functionId=1&functionId=2`
// and `functionId=1,2` both arrive here as a list of comma-separated id strings.
const ids = { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^\\d{1,6}(,\\d{1,6})*$' } } as const;
// Spec 1 §8: page numbers of vacancy queries are zero-based.
const page = pageParam;
const radius = { type: 'integer', minimum: 1, maximum: 300 } as const;

export const searchQuerystring = {
  type: 'object',
  properties: {
    query: term,
    functionId: ids,
    activityId: ids,
    durationId: ids,
    availabilityId: ids,
    address: term,
    page,
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 6 },
    radius,
  },
} as const;

export const closestQuerystring = {
  type: 'object',
  required: ['query'],
  properties: { query: { ...term, minLength: 1 }, radius, page },
} as const;

export const regionParams = {
  type: 'object',
  required: ['regionId'],
  properties: { regionId: idParam },
} as const;

export const regionQuerystring = { type: 'object', properties: { page } } as const;

const item = {
  type: 'object',
  required: ['Id', 'Title', 'SubTitle', 'Url', 'Theme', 'Availability', 'Duration', 'Location', 'VacancyType'],
  properties: {
    Id: { type: 'integer' },
    Title: { type: 'string' },
    SubTitle: { type: 'string' },
    Url: { type: 'string' },
    Theme: { type: 'string' },
    Availability: { type: 'string' },
    Duration: { type: 'string' },
    Location: { type: 'string' },
    VacancyType: { type: 'string' },
    /** Kilometres from the searched place, when a place was given. */
    Distance: { type: 'number' },
  },
} as const;

export const searchResponse = {
  type: 'object',
  required: ['Total', 'Items'],
  properties: { Total: { type: 'integer' }, Items: { type: 'array', items: item } },
} as const;

export const listResponse = {
  type: 'object',
  required: ['Total', 'Vacancies'],
  properties: { Total: { type: 'integer' }, Vacancies: { type: 'array', items: item } },
} as const;
