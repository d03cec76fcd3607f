import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { aliasFromQuery } from '../../lib/alias';
import { clientErrors } from '../../schemas/common';
import { breadcrumbsResponse, pathQuerystring } from '../../schemas/site';
import type { Breadcrumb } from '../../types/site';

// The client asks for a preview's breadcrumbs with this prefix on the path (spec 1 §7).
const PREVIEW_PREFIX = 'preview-';
const HOME: Breadcrumb = { title: 'Home', url: '/' };

/** "/a/b/c" -> ["/a", "/a/b", "/a/b/c"] */
function leadingAliases(alias: string): string[] {
  const segments = alias.split('/').slice(1);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

const breadcrumb: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.get(
    '/api/breadcrumb',
    { schema: { querystring: pathQuerystring, response: { 200: breadcrumbsResponse, ...clientErrors } } },
    async (request) => {
      const preview = request.query.path.startsWith(PREVIEW_PREFIX);
      const alias = aliasFromQuery(preview ? request.query.path.slice(PREVIEW_PREFIX.length) : request.query.path);
      if (alias === '/') return [HOME];
      const aliases = leadingAliases(alias);
      const titles = await app.nodes.titlesByAlias(aliases, preview);
      // The trail ends with the current page; a path that is no page gets only Home.
      if (!titles.has(alias)) return [HOME];
      const trail = aliases.flatMap((url) => {
        const title = titles.get(url);
        return title === undefined ? [] : [{ title, url }];
      });
      return [HOME, ...trail];
    },
  );
};

export default breadcrumb;
