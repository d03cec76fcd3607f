import { LRUCache } from 'lru-cache';
import { nodeUrl } from '@alz/shared/api/node-url';

// Some addresses say nothing of what they show. The location search page
// (`/activiteiten-en-vrijwilligerswerk-in-de-buurt`), a corporate vacancy (`/medewerker-…`), the
// national pages about dementia (`/informatie-over-dementie/…`), a regional news overview
// (`/regios/…/nieuwsoverzicht`) and the region overview are guessed wrong by their address
// (preload-hints.ts), so their module arrives one round trip after the page's content. The
// shell's server learns each content path's type instead: the first visit to a path is hinted
// by its address and asks the api, in the background, for the node at that path; later visits
// are hinted by its type. Rendering never waits for the api, and nothing in the api changes.

/** A content path's type as the api answered it; null when it has no node (or none readable). */
export type KnownType = string | null;

export interface LearnedTypeOptions {
  /** A type is asked again once it is older than this; until then the known one is used. */
  maxAgeMs?: number;
  /** After a lookup that failed (api down, slow, refusing), the path is asked again after this. */
  retryMs?: number;
  /** Paths remembered at most; the least recently visited goes first. */
  maxPaths?: number;
  /** Lookups under way at most; a path visited while all are busy is learned on a later visit. */
  maxInFlight?: number;
  /** How long one lookup may take. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** A path is only looked up when it is a plain content path of sensible length. */
const MAX_PATH_LENGTH = 512;

/** The type field of a node answer (the home call answers an array, but the home page is never learned). */
function nodeTypeIn(answer: unknown): KnownType {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const type = (answer as { type?: unknown }).type;
  return typeof type === 'string' && type !== '' ? type : null;
}

/**
 * The address of the node call for `path` on the api at `apiUrl` (origin plus any base path, as
 * the proxy passes `/api` on: proxy.ts), or undefined when `path` is no plain content path: one
 * with a query, with dot segments that would lead elsewhere, or under `/api` (which the proxy
 * takes, so only an encoded `%2F` brings it here).
 */
function nodeCallOf(path: string, api: URL): URL | undefined {
  if (!path.startsWith('/') || /[?#]/.test(path) || /^\/api(\/|$)/.test(path)) return undefined;
  const call = api.pathname.replace(/\/+$/, '') + encodeURI(nodeUrl(path));
  const url = new URL(call, api);
  return url.pathname === call && url.search === '' ? url : undefined;
}

/**
 * The type of the node at each visited content path, learned from the api at `apiUrl` (the
 * address the shell's server proxies `/api` to). `typeOf(path)` answers what is known at once
 * (undefined while nothing is) and starts a lookup when nothing is known or it has grown old.
 * A failed lookup keeps what was known and is tried again after `retryMs`.
 */
export function learnedTypes(
  apiUrl: string,
  {
    maxAgeMs = 10 * 60_000,
    retryMs = 30_000,
    maxPaths = 10_000,
    maxInFlight = 4,
    timeoutMs = 5_000,
    fetchImpl = fetch,
  }: LearnedTypeOptions = {},
): (path: string) => KnownType | undefined {
  const api = new URL(apiUrl);
  const limit = Math.max(1, Math.floor(maxPaths) || 1);
  // Its own clock for asking again, not lru-cache's ttl: that one runs on performance.now(),
  // which lru-cache advises against swapping for Date.now() outside tests.
  const known = new LRUCache<string, { type: KnownType | undefined; askAgainAt: number }>({ max: limit });
  const inFlight = new Set<string>();

  const ask = async (url: URL): Promise<KnownType> => {
    const answer = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (answer.status === 404 || answer.status === 410) return null;
    // Another answer (a fault, a refusal, too many requests) says nothing of the path.
    if (!answer.ok) throw new Error(`The api answered ${answer.status}`);
    return nodeTypeIn(await answer.json());
  };

  const lookUp = (path: string, url: URL) => {
    const previous = known.get(path)?.type;
    inFlight.add(path);
    // Stored at once (with what was known), so the path is not asked twice meanwhile.
    known.set(path, { type: previous, askAgainAt: Date.now() + maxAgeMs });
    // An async function: fetch starts now, and whatever it throws, even at once, is a rejection.
    ask(url)
      .then(
        (type) => known.set(path, { type, askAgainAt: Date.now() + maxAgeMs }),
        () => known.set(path, { type: previous, askAgainAt: Date.now() + Math.min(retryMs, maxAgeMs) }),
      )
      .finally(() => inFlight.delete(path));
  };

  return (visited) => {
    const path = visited.replace(/\/+$/, '');
    if (path === '' || path.length > MAX_PATH_LENGTH) return undefined;
    // Marks the path as the most recently visited, so the least recently visited goes first.
    const entry = known.get(path);
    const due = !entry || Date.now() >= entry.askAgainAt;
    if (due && !inFlight.has(path) && inFlight.size < maxInFlight) {
      // Only a path that can be asked is ever stored, so a path known needs no second check.
      const url = nodeCallOf(path, api);
      if (url) lookUp(path, url);
    }
    return entry?.type;
  };
}
