// Which module shows a path before the shell has run: for the server's preload hints (and its
// rendering, later), by the same route manifest and the same matcher as the shell's router.
import { matchRoutes } from '@alz/shared/router';
import { nodeUrl } from '../api/node-url';
import { contentTypes, fixedRoutes, pageKindFor, type ContentType, type ModuleId } from './routes';

export interface PathRoute {
  /** The module that shows the path. */
  module: ModuleId;
  /** The content call of a content path; fixed routes ask for their own data. */
  contentCall?: string;
  /** Another remote's module the page shows at once. */
  also?: ModuleId;
}

/**
 * The content type a content path most likely has, by the CMS's address patterns; a guess the
 * node's type corrects once it is known (routeOfType). Any other regional path is guessed a
 * region page, any other path a content page.
 */
const addressGuesses: { path: string; type: ContentType }[] = [
  { path: '/', type: 'homepage' },
  { path: '/nieuws/:slug', type: 'news' },
  { path: '/vrijwilligerswerk', type: 'vacancy_overview' },
  { path: '/regios/:regio/vrijwilligerswerk', type: 'vacancy_overview' },
  { path: '/vrijwilligerswerk/:vacancy', type: 'vacancies' },
  { path: '/regios/:regio/vrijwilligerswerk/:vacancy', type: 'regio_vacancies' },
  { path: '/regios/:regio', type: 'regio' },
  { path: '/regios/:regio/activiteiten/:slug', type: 'activiteit' },
  { path: '/regios/:regio/locaties/:slug', type: 'location' },
  { path: '/regios/:regio/over-de-regio', type: 'over_de_regio' },
  { path: '/regios/:regio/voorzieningen/:slug', type: 'services' },
  { path: '/regios/:regio/uitgelicht/:slug', type: 'uitgelicht' },
  { path: '/regios/:regio/informatie-over-dementie/:slug', type: 'info_over_dementie' },
  { path: '/regios/*', type: 'regio' },
  { path: '/geheugentest/*', type: 'memory_test_result_page' },
  { path: '*', type: 'content_page' },
];

/** The route of a content path whose node has `type`; undefined for a type without a page kind. */
export function routeOfType(type: string, contentCall: string): PathRoute | undefined {
  const module = pageKindFor(type);
  if (!module) return undefined;
  const also = (contentTypes[type as ContentType] as { also?: ModuleId }).also;
  return { module, contentCall, ...(also ? { also } : {}) };
}

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';

/** The manifest's fixed route that takes `path`, as the shell's router chooses it. */
export function fixedRouteOf(path: string): (typeof fixedRoutes)[number] {
  // The last route ('*') takes every path the others do not.
  return (matchRoutes([...fixedRoutes], trimmed(path))?.[0]?.route ??
    fixedRoutes.at(-1)) as (typeof fixedRoutes)[number];
}

/**
 * The route of `path` by the manifest's route table; undefined for a preview, which has no node
 * of its own address.
 */
export function routeOfPath(path: string): PathRoute | undefined {
  const route = fixedRouteOf(path);
  if (route.page === 'preview') return undefined;
  if (!('content' in route)) return { module: route.page as ModuleId };
  const alias = trimmed(path);
  const type = matchRoutes(addressGuesses, alias)![0]!.route.type;
  return routeOfType(type, nodeUrl(alias === '/' ? '' : alias));
}
