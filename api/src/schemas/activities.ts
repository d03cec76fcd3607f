import { idParam, pageParam, textParam } from './common';

/** Radii a visitor can choose (spec 1 §9), in km. */
export const RADII = [5, 10, 15, 25, 35, 50] as const;

const TEXT = textParam;
const page = pageParam;
const radius = { type: 'integer', enum: RADII, default: 15 } as const;
const id = idParam;
const place = { ...TEXT, minLength: 1 } as const;

export const regionIdParams = { type: 'object', required: ['regionId'], properties: { regionId: id } } as const;
export const locationIdParams = { type: 'object', required: ['locationId'], properties: { locationId: id } } as const;

export const regionActivitiesQuerystring = {
  type: 'object',
  properties: { activityType: TEXT, city: TEXT, page },
} as const;

export const closestActivitiesQuerystring = {
  type: 'object',
  required: ['query'],
  properties: { query: place, radius, activityType: TEXT, page },
} as const;

export const closestTypesQuerystring = {
  type: 'object',
  required: ['query'],
  properties: { query: place, radius },
} as const;

export const byTypeQuerystring = { type: 'object', properties: { activityType: TEXT, page } } as const;
export const pageQuerystring = { type: 'object', properties: { page } } as const;

const activityItem = {
  type: 'object',
  required: ['Id', 'Title', 'Introduction', 'Url', 'Activity'],
  properties: {
    Id: { type: 'integer' },
    Title: { type: 'string' },
    Introduction: { type: 'string' },
    Url: { type: 'string' },
    /** Only in closest answers: km from the place searched, one decimal. */
    Distance: { type: 'number' },
    Activity: {
      type: 'object',
      required: ['ActivityType', 'ActivityTypeIcon', 'StartDate', 'EndDate', 'StartTime', 'EndTime'],
      properties: {
        ActivityType: { type: 'string' },
        ActivityTypeIcon: { type: 'object', required: ['Path'], properties: { Path: { type: 'string' } } },
        StartDate: { type: 'string' },
        EndDate: { type: ['string', 'null'] },
        StartTime: { type: ['integer', 'null'] },
        EndTime: { type: ['integer', 'null'] },
        ActivityLocation: { type: 'string' },
        Address: { type: 'object', required: ['locality'], properties: { locality: { type: 'string' } } },
        ExternalLink: {
          type: ['object', 'null'],
          required: ['uri'],
          properties: { uri: { type: 'string' } },
        },
      },
    },
  },
} as const;

export const activitiesResponse = {
  type: 'object',
  required: ['Activities', 'Total'],
  properties: {
    Activities: { type: 'array', items: activityItem },
    Total: { type: 'integer' },
    /** 'UnknownPlace' when the place searched is not in the gazetteer. */
    MessageKey: { type: 'string' },
  },
} as const;

export const namesResponse = { type: 'array', items: { type: 'string' } } as const;

/** 204 answers carry no body. */
export const noContent = { type: 'null' } as const;
