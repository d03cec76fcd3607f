import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { httpError } from '../../lib/http-error';
import { clientErrors } from '../../schemas/common';
import {
  regionByNameParams,
  regionByNameResponse,
  regionLocationsParams,
  regionLocationsQuerystring,
  regionLocationsResponse,
} from '../../schemas/locations';

const regionLocations: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // spec 1 §7: the region of a url name, dashes turned to spaces by the client.
  app.get(
    '/region/:regionName',
    { schema: { params: regionByNameParams, response: { 200: regionByNameResponse, ...clientErrors } } },
    async (request) => {
      const region = await app.locations.regionByName(request.params.regionName);
      if (!region) throw httpError(404, 'Region not found');
      return region;
    },
  );

  app.get(
    '/region/locations/:regionId',
    {
      schema: {
        params: regionLocationsParams,
        querystring: regionLocationsQuerystring,
        response: { 200: regionLocationsResponse, ...clientErrors },
      },
    },
    async (request) =>
      app.locations.locations(request.params.regionId, request.query.locationType ?? null, request.query.page),
  );
};

export default regionLocations;
