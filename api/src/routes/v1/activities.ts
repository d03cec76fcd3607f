import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { Criteria } from '../../plugins/app/activities-repository';
import {
  activitiesResponse,
  byTypeQuerystring,
  closestActivitiesQuerystring,
  closestTypesQuerystring,
  locationIdParams,
  namesResponse,
  noContent,
  pageQuerystring,
  regionActivitiesQuerystring,
  regionIdParams,
} from '../../schemas/activities';
import { clientErrors } from '../../schemas/common';

// spec 1 §7 and §2.6. Every listing, the location-detail one included (spec 1 §5), shows only
// activities that have not ended: their end date, or their start date when they have none, is
// today (in the Netherlands) or later. Filtering here keeps Total and the pages right.
const activities: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const repository = app.activitiesRepository;
  const listResponse = { 200: activitiesResponse, ...clientErrors };
  const emptyAsNoContent = { 200: activitiesResponse, 204: noContent, ...clientErrors };

  app.get(
    '/region/activityTypes/:regionId',
    { schema: { params: regionIdParams, response: { 200: namesResponse, ...clientErrors } } },
    async (request) => repository.names('type', { regionId: request.params.regionId }),
  );

  app.get(
    '/region/cities/:regionId',
    { schema: { params: regionIdParams, response: { 200: namesResponse, ...clientErrors } } },
    async (request) => repository.names('city', { regionId: request.params.regionId }),
  );

  app.get(
    '/region/activities/:regionId',
    { schema: { params: regionIdParams, querystring: regionActivitiesQuerystring, response: listResponse } },
    async (request) => {
      const { activityType, city, page } = request.query;
      return repository.list({ regionId: request.params.regionId, activityType, city }, page);
    },
  );

  const near = async (place: string, radius: number): Promise<Criteria['near'] | null> => {
    const point = await app.geo.geocode(place);
    return point ? { lat: point.lat, lon: point.lon, radius } : null;
  };

  app.get(
    '/region/activityTypes/closest',
    {
      schema: {
        querystring: closestTypesQuerystring,
        response: { 200: namesResponse, 204: noContent, ...clientErrors },
      },
    },
    async (request, reply) => {
      const at = await near(request.query.query, request.query.radius);
      const names = at ? await repository.names('type', { near: at }) : [];
      return names.length === 0 ? reply.code(204).send(null) : names;
    },
  );

  app.get(
    '/region/activities/closest',
    { schema: { querystring: closestActivitiesQuerystring, response: emptyAsNoContent } },
    async (request, reply) => {
      const at = await near(request.query.query, request.query.radius);
      // An unknown place is not an error: the site shows its message for the key.
      if (!at) return { Activities: [], Total: 0, MessageKey: 'UnknownPlace' };
      const { activityType, page } = request.query;
      const result = await repository.list({ near: at, activityType }, page);
      return result.Total === 0 ? reply.code(204).send(null) : result;
    },
  );

  app.get(
    '/region/activities/byType',
    { schema: { querystring: byTypeQuerystring, response: emptyAsNoContent } },
    async (request, reply) => {
      const { activityType, page } = request.query;
      const result = await repository.list({ activityType }, page);
      return result.Total === 0 ? reply.code(204).send(null) : result;
    },
  );

  // Spec 1 §7 gives this call no 204 (unlike closest and byType): nothing planned is an empty
  // page with Total 0, which the site reads as "leave the section out".
  app.get(
    '/region/location/activities/:locationId',
    { schema: { params: locationIdParams, querystring: pageQuerystring, response: listResponse } },
    async (request) => repository.list({ locationId: request.params.locationId }, request.query.page),
  );
};

export default activities;
