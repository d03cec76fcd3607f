import { idParam, pageParam } from './common';
const path = { type: 'object', required: ['Path'], properties: { Path: { type: 'string' } } } as const;

export const regionByNameParams = {
  type: 'object',
  required: ['regionName'],
  properties: { regionName: { type: 'string', minLength: 1, maxLength: 100, pattern: "^[\\p{L}\\p{N} '.-]+$" } },
} as const;

export const regionByNameResponse = {
  type: 'object',
  required: ['Id', 'Title', 'Data'],
  properties: { Id: { type: 'integer' }, Title: { type: 'string' }, Data: path },
} as const;

export const regionLocationsParams = {
  type: 'object',
  required: ['regionId'],
  properties: { regionId: idParam },
} as const;

export const regionLocationsQuerystring = {
  type: 'object',
  properties: {
    locationType: idParam,
    page: pageParam,
  },
} as const;

export const regionLocationsResponse = {
  type: 'object',
  required: ['Total', 'Locations'],
  properties: {
    Total: { type: 'integer' },
    Locations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['Title', 'LocationType', 'Address', 'Data'],
        properties: {
          Title: { type: 'string' },
          LocationType: { type: 'string' },
          Address: {
            type: 'object',
            properties: {
              address_line1: { type: 'string' },
              postal_code: { type: 'string' },
              locality: { type: 'string' },
            },
          },
          Data: path,
        },
      },
    },
  },
} as const;

/** The vocabularies of spec 1 §7 the site reads; others answer 404. */
export const VOCABULARIES = [
  'location_type',
  'activity_type',
  'function_type',
  'vrijwilligersactiviteit',
  'durations',
  'availability',
] as const;

export const taxonomyParams = {
  type: 'object',
  required: ['vocabulary'],
  properties: { vocabulary: { type: 'string', maxLength: 64, pattern: '^[a-z_]+$' } },
} as const;

export const taxonomyResponse = {
  type: 'array',
  items: {
    type: 'object',
    required: ['tid', 'name'],
    properties: { tid: { type: 'integer' }, name: { type: 'string' }, icon: { type: 'string' } },
  },
} as const;
