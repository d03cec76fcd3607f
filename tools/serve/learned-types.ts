import { nodeUrl } from '@alz/shared/api/node-url';

// Issue 15: some addresses say nothing of what they show. The location search page
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
  /** Paths remembered at most; the least recently used goes first. */
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
function typeOf(answer: unknown): KnownType {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const type = (answer as { type?: unknown }).type;
  return typeof type === 'string' && type !== '' ? type : null;
}

/**
 * The type of the node at each visited content path, learned from the api at `apiUrl` (the
 * address the shell's server proxies `/api` to). `typeOf(path)` answers what is known at once
 * (undefined while nothing is) and starts a lookup when nothing is known or it has grown old.
 */
export function learnedTypes(
  apiUrl: string,
  {
    maxAgeMs = 10 * 60_000,
    maxPaths = 10_000,
    maxInFlight = 4,
    timeoutMs = 5_000,
    fetchImpl = fetch,
  }: LearnedTypeOptions = {},
): (path: string) => KnownType | undefined {
  const known = new Map<string, { type: KnownType | undefined; askedAt: number }>();
  const inFlight = new Set<string>();

  const remember = (path: string, type: KnownType | undefined) => {
    known.delete(path);
    known.set(path, { type, askedAt: Date.now() });
    // A Map keeps the order of insertion: its first key is the least recently stored.
    while (known.size > maxPaths) known.delete(known.keys().next().value!);
  };

  const lookUp = (path: string) => {
    const call = encodeURI(nodeUrl(path));
    const url = new URL(call, apiUrl);
    // Only the node call itself: a path whose dot segments would lead elsewhere is not asked.
    if (url.pathname + url.search !== call) return;
    const previous = known.get(path)?.type;
    inFlight.add(path);
    // Stored at once (with what was known) so a busy path is not asked twice meanwhile.
    remember(path, previous);
    fetchImpl(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (answer) => {
        if (answer.status === 404 || answer.status === 410) return null;
        // Another answer (a fault, a redirect) says nothing of the path: what was known stays.
        if (!answer.ok) return previous;
        return typeOf(await answer.json());
      })
      .catch(() => previous)
      .then((type) => {
        inFlight.delete(path);
        remember(path, type);
      });
  };

  return (visited) => {
    const path = visited.replace(/\/+$/, '');
    if (path === '' || path.length > MAX_PATH_LENGTH || !path.startsWith('/')) return undefined;
    const entry = known.get(path);
    const stale = !entry || Date.now() - entry.askedAt > maxAgeMs;
    if (stale && !inFlight.has(path) && inFlight.size < maxInFlight) lookUp(path);
    return entry?.type;
  };
}
