import { routeOfPath, routeOfType, type PathRoute } from '@alz/shared/site/addresses';
import { breadcrumbCall } from '@alz/shared/site/routes';
import type { KnownType } from './learned-types';

// The shell's page names, in its head, what the page will need next, so the browser fetches it
// together with main.js instead of one step after another: the api calls of the layout (spec 1
// §7), the page's own content call, and the remote that shows the path with the module of its
// route (the route manifest, @alz/shared/site/routes). A wrong guess costs one unused download,
// never a wrong page: the shell's router still decides.

/**
 * The layout's calls made with every first paint (header menu, injected styles). The footer's
 * menu and the slide-ins are asked for later, when the visitor moves on (shell/src/layout/
 * layout.tsx, slide-in-slot.tsx): a hint for them would be a download the page does not use.
 */
export const layoutCalls = ['/api/drupal/api/menu_items/main', '/api/drupal/api/asset-injector/css'];

/**
 * Which remote and module show `path`: by its node's type once that is known (learned-types.ts),
 * by its address until then (the route manifest's table); none for a preview.
 */
export function routeOf(path: string, typeOf?: (path: string) => KnownType | undefined): PathRoute | undefined {
  const guess = routeOfPath(path);
  const learnable = guess?.contentCall && guess.module !== 'mf_content/HomePage';
  const type = learnable ? typeOf?.(path) : undefined;
  return (type && routeOfType(type, guess!.contentCall!)) || guess;
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
  // A preview needs no remote to be guessed (routeOf: none). The cookie statement is a content
  // page with the shell's own cookie list below it, which shows with the page: its files are
  // guessed too.
  const route = routeOf(path, typeOf);
  if (!route) return links.join('');
  if (route.contentCall) {
    // A node page but the home page shows its breadcrumbs (shell/src/routes/node-page.tsx).
    const alias = path.replace(/\/+$/, '');
    const breadcrumbs = alias === '' ? [] : [breadcrumbCall(alias)];
    links.unshift(...[encodeURI(route.contentCall), ...breadcrumbs].map((call) => preloadLink(call, 'fetch')));
  }
  for (const id of [route.module, ...(route.also ? [route.also] : [])]) {
    const [remote = '', expose] = id.split('/');
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
