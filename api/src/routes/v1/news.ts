import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { clientErrors } from '../../schemas/common';
import {
  latestNewsQuerystring,
  latestNewsResponse,
  newsPageQuerystring,
  newsPageResponse,
  newsSearchQuerystring,
  regionNewsQuerystring,
  regionNewsSearchQuerystring,
} from '../../schemas/news';

const news: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/es/news/search',
    { schema: { querystring: newsSearchQuerystring, response: { 200: newsPageResponse, ...clientErrors } } },
    async (request) => {
      const query = request.query.query?.trim() ?? '';
      // Spec 1 §5: an empty search term means no search, so the overview lists the latest news.
      if (query === '') return app.newsRepository.page(request.query.page);
      return app.newsRepository.search(query, request.query.page);
    },
  );

  app.get(
    '/es/news',
    { schema: { querystring: newsPageQuerystring, response: { 200: newsPageResponse, ...clientErrors } } },
    async (request) => app.newsRepository.page(request.query.page),
  );

  app.get(
    '/es/news/latest',
    { schema: { querystring: latestNewsQuerystring, response: { 200: latestNewsResponse, ...clientErrors } } },
    async (request) => app.newsRepository.latest(request.query.categoryId),
  );

  // Regional news overview (spec 1 §2.7): the same pages of ten, limited to one region.
  app.get(
    '/region/news',
    { schema: { querystring: regionNewsQuerystring, response: { 200: newsPageResponse, ...clientErrors } } },
    async (request) => app.newsRepository.page(request.query.page, request.query.regionId),
  );

  app.get(
    '/region/news-search',
    { schema: { querystring: regionNewsSearchQuerystring, response: { 200: newsPageResponse, ...clientErrors } } },
    async (request) => {
      const query = request.query.query?.trim() ?? '';
      if (query === '') return app.newsRepository.page(request.query.page, request.query.regionId);
      return app.newsRepository.search(query, request.query.page, request.query.regionId);
    },
  );
};

export default news;
