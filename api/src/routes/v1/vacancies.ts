import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { foldName } from '../../lib/fold-name';
import { httpError } from '../../lib/http-error';
import type { VacancyFilter } from '../../plugins/app/vacancies-repository';
import { clientErrors } from '../../schemas/common';
import {
  closestQuerystring,
  listResponse,
  regionParams,
  regionQuerystring,
  searchQuerystring,
  searchResponse,
} from '../../schemas/vacancies';

// Spec 1 §9: the vacancy list shows six a page.
const PAGE_SIZE = 6;
// Spec 1 §9: region vacancies start with a range of 10 km; the search falls back to a wider one.
const CLOSEST_RADIUS = 10;
const SEARCH_RADIUS = 25;

const toIds = (values: string[] | undefined) => (values ?? []).flatMap((value) => value.split(',')).map(Number);

const none: VacancyFilter = {
  query: '',
  functionIds: [],
  activityIds: [],
  durationIds: [],
  availabilityIds: [],
  regionId: null,
  near: null,
  radius: SEARCH_RADIUS,
  placedOnly: false,
};

const vacancies: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // The same geocoder as activities and the region search: postcodes, places and municipalities,
  // with accents, other spellings and small typos.
  async function place(term: string) {
    const near = await app.geo.geocode(term);
    // An unknown place is a missing resource: the list shows its empty state (spec 1 §4).
    if (!near) throw httpError(404, 'Unknown place');
    return { lat: near.lat, lon: near.lon };
  }

  app.get(
    '/region/vacancies/search',
    { schema: { querystring: searchQuerystring, response: { 200: searchResponse, ...clientErrors } } },
    async (request) => {
      const { query, address, page, pageSize, radius } = request.query;
      const filter: VacancyFilter = {
        ...none,
        query: foldName(query ?? ''),
        functionIds: toIds(request.query.functionId),
        activityIds: toIds(request.query.activityId),
        durationIds: toIds(request.query.durationId),
        availabilityIds: toIds(request.query.availabilityId),
        near: address?.trim() ? await place(address) : null,
        radius: radius ?? SEARCH_RADIUS,
      };
      const { total, items } = await app.vacanciesRepository.search(filter, page, pageSize);
      return { Total: total, Items: items };
    },
  );

  app.get(
    '/region/vacancies/closest',
    { schema: { querystring: closestQuerystring, response: { 200: listResponse, ...clientErrors } } },
    async (request) => {
      const { query, radius, page } = request.query;
      if (!query.trim()) throw httpError(400, 'querystring/query must not be empty');
      const filter = { ...none, near: await place(query), radius: radius ?? CLOSEST_RADIUS, placedOnly: true };
      const { total, items } = await app.vacanciesRepository.search(filter, page, PAGE_SIZE);
      return { Total: total, Vacancies: items };
    },
  );

  app.get(
    '/region/vacancies/:regionId',
    {
      schema: {
        params: regionParams,
        querystring: regionQuerystring,
        response: { 200: listResponse, ...clientErrors },
      },
    },
    async (request) => {
      const { regionId } = request.params;
      if (!(await app.vacanciesRepository.regionExists(regionId))) throw httpError(404, 'Unknown region');
      const filter = { ...none, regionId };
      const { total, items } = await app.vacanciesRepository.search(filter, request.query.page, PAGE_SIZE);
      return { Total: total, Vacancies: items };
    },
  );
};

export default vacancies;
