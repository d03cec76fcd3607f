// Spec 2 §2 routing helpers and §7 node-path call: editors link to `node/12`; the site shows
// the page's real path, asked once per distinct node and kept for the rest of the visit.

import { discarded } from '../api/api-client';

const NODE_HREF = /^\/?(node\/[^?#]*)(.*)$/;

/** Spec 2 §2: empty or '/' is the root; any other path gets a leading slash. */
export function toRoutePath(path: string): string {
  const trimmed = path.trim();
  if (trimmed === '' || trimmed === '/') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** `node/12` for `/node/12#a` or `node/12`; null for any other address. */
export function nodePathOf(href: string): string | null {
  return NODE_HREF.exec(href.trim())?.[1] ?? null;
}

const cache = new Map<string, Promise<string>>();
const settled = new Map<string, string>();

/** Forgets every resolved path; only tests need a fresh visit. */
export function clearNodePathCache(): void {
  cache.clear();
  settled.clear();
}

/** The paths already resolved in this visit, so a page shown again needs no second render. */
export function knownNodePaths(nodePaths: string[]): Map<string, string> {
  return new Map(
    nodePaths.flatMap((nodePath) => {
      const path = settled.get(nodePath);
      return path === undefined ? [] : [[nodePath, path] as const];
    }),
  );
}

async function lookUp(nodePath: string): Promise<string> {
  const original = toRoutePath(nodePath);
  try {
    // The slash stays readable in the query; it needs no escaping there.
    const query = encodeURIComponent(nodePath).replace(/%2F/gi, '/');
    const response = await fetch(`/api/drupal/api/node-path?path=${query}`);
    if (!response.ok) return discarded(response, original);
    const answer = (await response.json()) as { path?: unknown } | null;
    return typeof answer?.path === 'string' ? toRoutePath(answer.path) : '/';
  } catch (error) {
    console.warn(`Link ${nodePath} could not be resolved`, error);
    return original;
  }
}

/** Resolves every node path at once: one request per path never asked before in this visit. */
export async function resolveNodePaths(nodePaths: string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(nodePaths)];
  for (const nodePath of distinct) {
    if (!cache.has(nodePath)) {
      cache.set(
        nodePath,
        lookUp(nodePath).then((path) => {
          settled.set(nodePath, path);
          return path;
        }),
      );
    }
  }
  const resolved = await Promise.all(distinct.map((nodePath) => cache.get(nodePath)!));
  return new Map(distinct.map((nodePath, index) => [nodePath, resolved[index]!]));
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

/** The distinct node paths linked from already sanitised HTML. */
export function nodeLinkPaths(cleanHtml: string): string[] {
  if (!/node\//.test(cleanHtml)) return [];
  const hrefs = [...parse(cleanHtml).querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
  return [...new Set(hrefs.map(nodePathOf).filter((path): path is string => path !== null))];
}

/** Replaces resolved node links in already sanitised HTML; unresolved ones stay as they are. */
export function rewriteNodeLinks(cleanHtml: string, resolved: ReadonlyMap<string, string>): string {
  if (resolved.size === 0) return cleanHtml;
  const body = parse(cleanHtml);
  for (const anchor of body.querySelectorAll('a[href]')) {
    const match = NODE_HREF.exec(anchor.getAttribute('href')?.trim() ?? '');
    const path = match?.[1] ? resolved.get(match[1]) : undefined;
    if (path) anchor.setAttribute('href', `${path}${match?.[2] ?? ''}`);
  }
  return body.innerHTML;
}
