import { nodeUrl } from '@alz/shared/api/node-url';
import { pageKindFor } from '../../shell/src/routes/page-kinds';
import type { KnownType } from './learned-types';

// Issue 15: the shell's page names, in its head, what the page will need next, so the browser
// fetches it together with main.js instead of one step after another: the api calls of the
// layout (spec 1 §7), the page's own content call, and the remote that shows the path with the
// module of its route. A wrong guess costs one unused download, never a wrong page: the shell's
// router still decides (shell/src/routes/router.tsx).

/**
 * The layout's calls made with every first paint (header menu, injected styles). The footer's
 * menu and the slide-ins are asked for later, when the visitor moves on (shell/src/layout/
 * layout.tsx, slide-in-slot.tsx): a hint for them would be a download the page does not use.
 */
export const layoutCalls = ['/api/drupal/api/menu_items/main', '/api/drupal/api/asset-injector/css'];

export interface RouteGuess {
  /** Federation name of the remote that shows the path. */
  remote: string;
  /** Its exposed module for the path. */
  expose: string;
  /** The content call of a content path; fixed routes have their own calls. */
  contentCall?: string;
  /** Another remote's module the page shows at once (a vacancy's blocks come from mf-content). */
  also?: { remote: string; expose: string };
}

/**
 * The module of mf-regions for a regional content path (shell/src/routes/page-kinds.ts), by the
 * CMS's address patterns of its content types; any other regional path is guessed a region page.
 */
const regionalKinds: [RegExp, string][] = [
  [/^\/regios\/[^/]+$/, 'RegionPage'],
  [/^\/regios\/[^/]+\/activiteiten\/[^/]+$/, 'ActivityPage'],
  [/^\/regios\/[^/]+\/locaties\/[^/]+$/, 'LocationPage'],
  [/^\/regios\/[^/]+\/over-de-regio$/, 'OverDeRegioPage'],
  [/^\/regios\/[^/]+\/(voorzieningen|uitgelicht|informatie-over-dementie)\/[^/]+$/, 'RegionalItemPage'],
];
const regionalKind = (path: string) => regionalKinds.find(([pattern]) => pattern.test(path))?.[1] ?? 'RegionPage';

/** An editor's preview of a draft (shell/src/routes/preview-route.tsx): no node of its own address. */
const isPreview = (path: string) => /^\/preview\//.test(path);

/** A vacancy's blocks come from mf-content; a list of vacancies has none. */
const blockRenderer = { remote: 'mf_content', expose: 'BlockRenderer' };

/** Which remote and module show `path`, by the route table of spec 1 §2.1. */
export function guessRoute(path: string): RouteGuess {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed.endsWith('/solliciteren')) return { remote: 'mf_vacancies', expose: 'ApplicationForm' };
  if (trimmed === '/zoeken') return { remote: 'mf_search', expose: 'SearchPage' };
  if (trimmed === '/regios') return { remote: 'mf_regions', expose: 'RegionSearch' };
  if (/^\/regios\/[^/]+\/locaties$/.test(trimmed)) return { remote: 'mf_regions', expose: 'LocationOverview' };
  if (trimmed === '/nieuws' || /^\/regios\/[^/]+\/nieuws$/.test(trimmed)) {
    return { remote: 'mf_content', expose: 'NewsOverview' };
  }
  if (/^\/geheugentest\/(zelf|ander)$/.test(trimmed)) return { remote: 'mf_memorytest', expose: 'MemoryTest' };
  const contentCall = nodeUrl(trimmed === '/' ? '' : trimmed);
  if (trimmed === '/') return { remote: 'mf_content', expose: 'HomePage', contentCall };
  if (/^\/nieuws\/[^/]+$/.test(trimmed)) return { remote: 'mf_content', expose: 'NewsPage', contentCall };
  if (/\/vrijwilligerswerk\/[^/]+$/.test(trimmed)) {
    return { remote: 'mf_vacancies', expose: 'VacancyPage', contentCall, also: blockRenderer };
  }
  if (/\/vrijwilligerswerk$/.test(trimmed)) return { remote: 'mf_vacancies', expose: 'VacancyPage', contentCall };
  if (trimmed.startsWith('/regios/')) return { remote: 'mf_regions', expose: regionalKind(trimmed), contentCall };
  if (trimmed.startsWith('/geheugentest/')) return { remote: 'mf_memorytest', expose: 'ResultPage', contentCall };
  return { remote: 'mf_content', expose: 'ContentPage', contentCall };
}

/**
 * A content path's route by its node's type, as the shell's router will choose it
 * (shell/src/routes/page-kinds.ts); undefined for a type the shell shows no remote for.
 */
export function routeOfType(type: string, contentCall: string): RouteGuess | undefined {
  const [remote, expose] = pageKindFor(type)?.split('/') ?? [];
  if (!remote || !expose) return undefined;
  const vacancy = expose === 'VacancyPage' && type !== 'vacancy_overview';
  return { remote, expose, contentCall, ...(vacancy ? { also: blockRenderer } : {}) };
}

/**
 * Which remote and module show `path`: by its node's type once that is known (learned-types.ts),
 * by its address until then.
 */
export function routeOf(path: string, typeOf?: (path: string) => KnownType | undefined): RouteGuess {
  const guess = guessRoute(path);
  const learnable = guess.contentCall && guess.expose !== 'HomePage' && !isPreview(path);
  const type = learnable ? typeOf?.(path) : undefined;
  return (type && routeOfType(type, guess.contentCall!)) || guess;
}

/** The part of a remote's mf-manifest.json the hints read. */
export interface RemoteManifest {
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const preloadLink = (href: string, as: 'fetch' | 'script' | 'style') =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/**
 * The `<link rel="preload">` elements for a visit to `path`. Scripts and styles of the remote
 * are loaded by the federation runtime without `crossorigin`, so their hints have none either
 * (or the browser would fetch them twice); the api calls are same-origin fetches.
 */
export function preloadLinks(
  path: string,
  remotes: Record<string, string>,
  manifestOf: (remote: string) => RemoteManifest | undefined,
  typeOf?: (path: string) => KnownType | undefined,
): string {
  const links: string[] = [];
  const add = (href: string, as: 'fetch' | 'script' | 'style') => links.push(preloadLink(href, as));
  for (const call of layoutCalls) add(call, 'fetch');
  // A preview needs no remote to be guessed. (The cookie statement is a content page with the
  // shell's own cookie list below it, which shows with the page: its files are guessed too.)
  if (isPreview(path)) return links.join('');
  const route = routeOf(path, typeOf);
  if (route.contentCall) {
    // A node page but the home page shows its breadcrumbs (shell/src/routes/node-page.tsx).
    const alias = path.replace(/\/+$/, '');
    const breadcrumbs = alias === '' ? [] : [`/api/drupal/api/breadcrumb?${new URLSearchParams({ path: alias })}`];
    links.unshift(...[encodeURI(route.contentCall), ...breadcrumbs].map((call) => preloadLink(call, 'fetch')));
  }
  for (const { remote, expose } of [route, ...(route.also ? [route.also] : [])]) {
    const entry = remotes[remote];
    if (!entry) continue;
    add(entry, 'script');
    const files = manifestOf(remote)?.exposes.find((candidate) => candidate.name === expose)?.assets;
    for (const file of files?.css.sync ?? []) add(new URL(file, entry).href, 'style');
    for (const file of files?.js.sync ?? []) add(new URL(file, entry).href, 'script');
  }
  return links.join('');
}

/**
 * The remotes' manifests, fetched from beside each remoteEntry.js when the server starts and
 * again at most once a minute when asked for, so a new deployment of a remote is hinted soon
 * after. Rendering never waits: until a manifest has arrived, the page goes without its hints.
 */
export function manifestCache(
  remotes: Record<string, string>,
  maxAgeMs = 60_000,
  fetchImpl: typeof fetch = fetch,
): (remote: string) => RemoteManifest | undefined {
  const known = new Map<string, { manifest?: RemoteManifest; fetchedAt: number }>();
  const refresh = (remote: string) => {
    const entry = remotes[remote];
    if (!entry) return;
    const previous = known.get(remote);
    known.set(remote, { manifest: previous?.manifest, fetchedAt: Date.now() });
    fetchImpl(new URL('mf-manifest.json', entry))
      .then((answer) => (answer.ok ? (answer.json() as Promise<RemoteManifest>) : undefined))
      .then((manifest) => {
        if (manifest && Array.isArray(manifest.exposes)) known.set(remote, { manifest, fetchedAt: Date.now() });
      })
      .catch(() => undefined);
  };
  for (const remote of Object.keys(remotes)) refresh(remote);
  return (remote) => {
    const entry = known.get(remote);
    if (!entry || Date.now() - entry.fetchedAt > maxAgeMs) refresh(remote);
    return entry?.manifest;
  };
}
