// Round trips in a page load, computed from what Chromium reported for each request. Pure, so
// the rules are unit-tested without a browser.

/** The part of CDP's `Network.Initiator` the chains need. */
export interface Initiator {
  type: string;
  url?: string;
  requestId?: string;
  stack?: StackTrace;
}

interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/** One request of a page load; a redirect is a request of its own (one more round trip). */
export interface LoadedRequest {
  id: string;
  url: string;
  /** CDP's resource type: Document, Script, Stylesheet, Fetch, Image… */
  type: string;
  initiator: Initiator;
  /** Milliseconds since the epoch, when the browser sent the request. */
  start: number;
  /** Milliseconds since the epoch, when the last byte arrived; unset when it never finished. */
  end?: number;
  /** The hop this one is the redirect target of. */
  redirectedFrom?: string;
}

export interface Chain {
  /** Round trips one after the other, the document being the first. */
  length: number;
  /** The chain's addresses, from the document to its last request. */
  urls: string[];
}

/** The first script address of an initiator's stack, following async parents (as Lighthouse does). */
function stackUrl(stack: StackTrace | undefined): string | undefined {
  for (let trace = stack; trace; trace = trace.parent) {
    const frame = trace.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/**
 * The request whose answer made the browser send this one: the redirect before it, the
 * request CDP names (a CORS preflight's), else the latest earlier load of the initiator's
 * address (the parser's document or stylesheet, the script at the top of the stack).
 */
export function initiatorOf(request: LoadedRequest, all: readonly LoadedRequest[]): LoadedRequest | undefined {
  const byId = (id: string) => all.find((candidate) => candidate.id === id);
  if (request.redirectedFrom) return byId(request.redirectedFrom);
  if (request.initiator.requestId) return byId(request.initiator.requestId);
  const url = request.initiator.url ?? stackUrl(request.initiator.stack);
  if (!url) return undefined;
  const earlier = all.filter((c) => c !== request && c.url === url && c.start <= request.start);
  const finished = earlier.filter((c) => c.end !== undefined && c.end <= request.start);
  return (finished.length > 0 ? finished : earlier).at(-1);
}

const noChain: Chain = { length: 0, urls: [] };

const longestOf = (chains: Iterable<Chain>): Chain =>
  [...chains].reduce((best, chain) => (chain.length > best.length ? chain : best), noChain);

/**
 * The longest chain of initiators among the requests sent before `cutoff`: a request's depth is
 * 1 + its initiator's; the document (no initiator request) is 1, and a request whose initiator
 * is not among the loads (an inline or evaluated script) follows the document.
 */
export function initiatorChain(requests: readonly LoadedRequest[], cutoff: number): Chain {
  const sent = requests.filter((request) => request.start < cutoff);
  const document = sent.find((request) => request.type === 'Document');
  const depths = new Map<LoadedRequest, Chain>();
  // `path` holds the requests whose depth is being computed: an initiator loop in what CDP
  // reported cannot be a chain of round trips, so there the request follows the document.
  const depthOf = (request: LoadedRequest, path: Set<LoadedRequest>): Chain => {
    const known = depths.get(request);
    if (known) return known;
    const initiator = initiatorOf(request, sent);
    const parent = initiator && !path.has(initiator) ? initiator : request === document ? undefined : document;
    const before = parent ? depthOf(parent, new Set(path).add(parent)) : noChain;
    const chain = { length: before.length + 1, urls: [...before.urls, request.url] };
    depths.set(request, chain);
    return chain;
  };
  for (const request of sent) depthOf(request, new Set([request]));
  return longestOf(depths.values());
}

/**
 * The longest run of requests sent before `cutoff` where each one left only after the previous
 * one's last byte arrived: the waves a reader counts in the waterfall. Unlike the initiator
 * chain it also sees a script that waits for a fetch (`/remotes.json`, then the remote's
 * manifest, then its entry), which CDP attributes to the script alone; it can also count a wait
 * that was not a dependency, so it is an upper bound.
 */
export function sequentialWaves(requests: readonly LoadedRequest[], cutoff: number): Chain {
  const sent = requests.filter((request) => request.start < cutoff).sort((a, b) => a.start - b.start);
  const depths = new Map<LoadedRequest, Chain>();
  for (const request of sent) {
    const before = sent.flatMap((earlier) => {
      const chain = depths.get(earlier);
      return chain && earlier.end !== undefined && earlier.end <= request.start ? [chain] : [];
    });
    const best = longestOf(before);
    depths.set(request, { length: best.length + 1, urls: [...best.urls, request.url] });
  }
  return longestOf(depths.values());
}
