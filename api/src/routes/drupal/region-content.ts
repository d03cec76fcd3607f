import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import {
  highlightsResponse,
  infoResponse,
  overDeRegioResponse,
  regionQuerystring,
  servicesResponse,
} from '../../schemas/region-content';

/** The `get-regio-*` views of spec 1 §7; an unknown region simply has no content. */
const regionContent: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const schema = (response: object) => ({
    querystring: regionQuerystring,
    response: { 200: response, ...clientErrors },
  });

  app.get('/api/get-regio-services', { schema: schema(servicesResponse) }, (request) =>
    app.regionContent.services(request.query.regio),
  );
  app.get('/api/get-regio-highlights', { schema: schema(highlightsResponse) }, (request) =>
    app.regionContent.highlights(request.query.regio),
  );
  app.get('/api/get-regio-single-info-about-dementie', { schema: schema(infoResponse) }, (request) =>
    app.regionContent.dementiaInfo(request.query.regio),
  );
  app.get('/api/get-regio-over-de-regio', { schema: schema(overDeRegioResponse) }, (request) =>
    app.regionContent.overDeRegio(request.query.regio),
  );
  app.get(
    '/api/get-regio-generic-info-about-dementie',
    { schema: { querystring: anyQuerystring, response: { 200: infoResponse, ...clientErrors } } },
    () => app.regionContent.genericDementiaInfo(),
  );
};

export default regionContent;
