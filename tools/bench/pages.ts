// Page loads in Playwright's Chromium, recorded through the DevTools protocol: what the browser
// really downloaded on a cold visit (empty cache) and on a repeat visit in the same context.
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { chromiumFlags, chromiumPath, consentCookieList } from './browser';
import { initiatorChain, sequentialWaves, type Chain, type LoadedRequest } from './chain';
import { onCleanup } from './cleanup';
import {
  firstLoadParts,
  gzipSize,
  ranCharacters,
  scriptParts,
  type FirstLoad,
  type LoadedScript,
} from './first-load-parts';
import { kindFailure, type KindFailure, type PageKind } from './page-kinds';

/** A request as the network log ends up with it. */
interface Recorded extends LoadedRequest {
  /**
   * The status the server sent. responseReceived reports a revalidated cache entry as its cached
   * 200; only responseReceivedExtraInfo gives the 304 that came over the wire.
   */
  wireStatus?: number;
  /** Bytes on the wire: headers and (compressed) body, CDP's encodedDataLength. */
  transferred: number;
  /** Body bytes after decompression. */
  decoded: number;
  /** Answered by the HTTP cache without asking the server. */
  fromCache: boolean;
}

export interface Traffic {
  requests: number;
  jsTransferred: number;
  jsDecoded: number;
  cssTransferred: number;
  cssDecoded: number;
  /** Every request's bytes on the wire. */
  transferred: number;
}

export interface PageMeasurement {
  kind: string;
  label: string;
  path: string;
  /** Without throttling, from the start of navigation. */
  fcpMs: number;
  lcpMs: number | null;
  beforeFcp: Traffic & { chain: Chain; waves: Chain };
  beforeLcp: { chain: Chain; waves: Chain };
  /** Everything until the h1 was visible and the network idle. */
  untilShown: Traffic;
  repeat: { requests: number; transferred: number; notModified: number; fromCache: number };
}

// The phone Lighthouse's mobile preset emulates (moto g power), so both see the same layout and
// load the same lazy images; the network is not throttled here.
const mobile = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const timeout = 30_000;

/** Collects every request of one page from CDP's Network events. */
function recordNetwork(cdp: CDPSession): Recorded[] {
  const records: Recorded[] = [];
  const byId = new Map<string, Recorded>();
  /** CDP stamps events with a monotonic clock; requestWillBeSent also gives the wall clock. */
  let wallOffset = 0;
  const wall = (timestamp: number) => timestamp * 1000 + wallOffset;

  cdp.on('Network.requestWillBeSent', (event) => {
    wallOffset = event.wallTime * 1000 - event.timestamp * 1000;
    if (/^(data|blob):/.test(event.request.url)) return;
    const previous = byId.get(event.requestId);
    let redirectedFrom: string | undefined;
    if (previous && event.redirectResponse) {
      // A redirect keeps the request id: the hop before it becomes a request of its own.
      previous.id = `${event.requestId}#${records.length}`;
      previous.end = wall(event.timestamp);
      previous.wireStatus = event.redirectResponse.status;
      previous.transferred = event.redirectResponse.encodedDataLength;
      redirectedFrom = previous.id;
    }
    const record: Recorded = {
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      initiator: event.initiator,
      start: wall(event.timestamp),
      redirectedFrom,
      transferred: 0,
      decoded: 0,
      fromCache: false,
    };
    records.push(record);
    byId.set(event.requestId, record);
  });
  cdp.on('Network.responseReceived', (event) => {
    const record = byId.get(event.requestId);
    if (!record) return;
    record.type = event.type;
    record.fromCache ||= Boolean(event.response.fromDiskCache);
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const record = byId.get(event.requestId);
    if (record) record.wireStatus = event.statusCode;
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const record = byId.get(event.requestId);
    if (record) record.fromCache = true;
  });
  cdp.on('Network.dataReceived', (event) => {
    const record = byId.get(event.requestId);
    if (record) record.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = byId.get(event.requestId);
    if (!record) return;
    record.end = wall(event.timestamp);
    record.transferred = record.fromCache ? 0 : event.encodedDataLength;
  });
  return records;
}

const sum = (records: readonly Recorded[], bytes: (record: Recorded) => number) =>
  records.reduce((total, record) => total + bytes(record), 0);

function traffic(records: readonly Recorded[]): Traffic {
  const js = records.filter((record) => record.type === 'Script');
  const css = records.filter((record) => record.type === 'Stylesheet');
  return {
    requests: records.length,
    jsTransferred: sum(js, (r) => r.transferred),
    jsDecoded: sum(js, (r) => r.decoded),
    cssTransferred: sum(css, (r) => r.transferred),
    cssDecoded: sum(css, (r) => r.decoded),
    transferred: sum(records, (r) => r.transferred),
  };
}

interface Visit {
  records: Recorded[];
  /** Wall-clock milliseconds. */
  timeOrigin: number;
  fcp: number;
  lcp: number | null;
}

/**
 * Paint times of the page, in milliseconds from its time origin. Runs in the page: no named
 * inner functions, which tsx would wrap in a helper the page does not have.
 */
function paintTimes(): Promise<{ timeOrigin: number; fcp: number | null; lcp: number | null }> {
  const paints = {
    timeOrigin: performance.timeOrigin,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  };
  return new Promise((resolve) => {
    // The buffered observer reports the candidates so far at once; none means no LCP yet.
    new PerformanceObserver((list) => resolve({ ...paints, lcp: list.getEntries().at(-1)?.startTime ?? null })).observe(
      { type: 'largest-contentful-paint', buffered: true },
    );
    setTimeout(() => resolve({ ...paints, lcp: null }), 1000);
  });
}

/** Opens the page in a new tab of `context` and waits until its h1 shows and the network is idle. */
async function visit(context: BrowserContext, url: string, heading: string): Promise<Visit> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const records = recordNetwork(cdp);
    await cdp.send('Network.enable');
    await page.goto(url, { timeout });
    const h1 = page.getByRole('heading', { level: 1, name: heading, exact: true });
    try {
      await h1.waitFor({ state: 'visible', timeout });
    } catch {
      const shown = await page.locator('h1').allTextContents();
      throw new Error(`${url} did not show the h1 "${heading}" (h1 found: ${JSON.stringify(shown)})`);
    }
    await page.waitForLoadState('networkidle', { timeout });
    const paints = await page.evaluate(paintTimes);
    if (paints.fcp === null) throw new Error(`${url}: Chromium reported no first contentful paint`);
    return { records, timeOrigin: paints.timeOrigin, fcp: paints.fcp, lcp: paints.lcp };
  } finally {
    await page.close();
  }
}

async function measureKind(browser: Browser, siteUrl: string, kind: PageKind): Promise<PageMeasurement> {
  const url = new URL(kind.path, siteUrl).toString();
  // A new context has an empty HTTP cache and its own connections: a first visit.
  const context = await browser.newContext(mobile);
  try {
    await context.addCookies(consentCookieList(siteUrl));
    const cold = await visit(context, url, kind.heading);
    const warm = await visit(context, url, kind.heading);
    const fcpAt = cold.timeOrigin + cold.fcp;
    const lcpAt = cold.timeOrigin + (cold.lcp ?? cold.fcp);
    const sentBeforeFcp = cold.records.filter((record) => record.start < fcpAt);
    const notFromCache = warm.records.filter((record) => !record.fromCache);
    return {
      kind: kind.id,
      label: kind.label,
      path: kind.path,
      fcpMs: cold.fcp,
      lcpMs: cold.lcp,
      beforeFcp: {
        ...traffic(sentBeforeFcp),
        chain: initiatorChain(cold.records, fcpAt),
        waves: sequentialWaves(cold.records, fcpAt),
      },
      beforeLcp: { chain: initiatorChain(cold.records, lcpAt), waves: sequentialWaves(cold.records, lcpAt) },
      untilShown: traffic(cold.records),
      repeat: {
        requests: warm.records.length,
        transferred: sum(warm.records, (r) => r.transferred),
        notModified: notFromCache.filter((record) => record.wireStatus === 304).length,
        fromCache: warm.records.length - notFromCache.length,
      },
    };
  } finally {
    await context.close();
  }
}

/** The preload hints in the head of a page's HTML. */
const hintsOf = (html: string) => (html.match(/<link rel="preload"[^>]*>/g) ?? []).join('');

/**
 * Asks for each kind's page, without a browser, as a live site's earlier visitors have: the
 * shell's server then learns each content path's type from the api and hints its module by it
 * (tools/serve/learned-types.ts), where the first visit since the server started is hinted by its
 * address. Each page is asked for until its hints stay the same (at most 2 s), one after the
 * other, so no lookup is turned away as busy. Then it waits until the api's answer cache has let go
 * of what the lookups asked (`settleMs`), so the measured visits find the api as without them.
 */
export async function introducePaths(siteUrl: string, kinds: readonly PageKind[], settleMs: number): Promise<void> {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (const kind of kinds) {
    let previous: string | undefined;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const hints = hintsOf(await fetch(new URL(kind.path, siteUrl)).then((answer) => answer.text()));
      if (hints === previous) break;
      previous = hints;
      await pause(200);
    }
  }
  await pause(settleMs);
}

/**
 * What the first load of a kind's page is made of (first-load-parts.ts): a visit of its own on the
 * bench's phone, counting the scripts as e2e/tests/budgets.spec.ts does (a new context, every
 * script until the network is idle, gzip -9 of its bytes), with Chromium's block coverage on, so
 * the measured visits above stay without its cost. A script fetched but never run has no coverage:
 * none of it ran. Each script's source map is asked from where the script came (`<script>.map`);
 * one that has none is counted whole as "(no source map)".
 */
async function measureFirstLoad(browser: Browser, siteUrl: string, kind: PageKind): Promise<FirstLoad> {
  const context = await browser.newContext(mobile);
  try {
    await context.addCookies(consentCookieList(siteUrl));
    const page = await context.newPage();
    // Settled as they arrive, so a body that cannot be read fails this visit, not the bench.
    const bodies: Promise<{ url: string; body?: Buffer; error?: unknown }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = response.url();
      bodies.push(
        response.body().then(
          (body) => ({ url, body }),
          (error: unknown) => ({ url, error }),
        ),
      );
    });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(new URL(kind.path, siteUrl).toString(), { timeout, waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: kind.heading, exact: true }).waitFor({ timeout });
    const coverage = await page.coverage.stopJSCoverage();
    const scripts: LoadedScript[] = [];
    for (const { url, body, error } of await Promise.all(bodies)) {
      if (!body) throw new Error(`${url}: its body could not be read (${String(error)})`);
      const code = body.toString('utf8');
      const covered = coverage.find((entry) => entry.url === url && entry.source === code);
      const answer = await fetch(`${url.replace(/[?#].*$/, '')}.map`);
      const map = answer.ok ? await answer.json() : null;
      const ran = ranCharacters(code.length, covered?.functions ?? []);
      scripts.push({ url, gzip: gzipSize(body), parts: scriptParts(code, map, ran) });
    }
    return {
      kind: kind.id,
      label: kind.label,
      path: kind.path,
      scripts: scripts.map(({ url, gzip }) => ({ url, gzip })),
      gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
      parts: firstLoadParts(scripts),
    };
  } finally {
    await context.close();
  }
}

/** Measures each kind in turn in one headless Chromium, and the home page's first load by part. */
export async function measurePages(
  siteUrl: string,
  kinds: readonly PageKind[],
): Promise<{ measurements: PageMeasurement[]; failures: KindFailure[]; firstLoad?: FirstLoad }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    // The bench's own Ctrl-C handler closes it, after the site it was measuring.
    handleSIGINT: false,
  });
  const close = onCleanup(() => browser.close());
  try {
    const measurements: PageMeasurement[] = [];
    const failures: KindFailure[] = [];
    for (const kind of kinds) {
      console.log(`Page loads: ${kind.label} (${kind.path})`);
      try {
        measurements.push(await measureKind(browser, siteUrl, kind));
      } catch (error) {
        failures.push(kindFailure(kind, error));
        console.error(`  not measured: ${failures.at(-1)?.error}`);
      }
    }
    // The page of the first-load budget (e2e/tests/budgets.spec.ts), when it is among the kinds.
    const home = kinds.find((kind) => kind.id === 'home');
    let firstLoad: FirstLoad | undefined;
    if (home) {
      console.log(`First load by part: ${home.label}`);
      try {
        firstLoad = await measureFirstLoad(browser, siteUrl, home);
      } catch (error) {
        failures.push(kindFailure({ ...home, label: `${home.label}, first load by part` }, error));
        console.error(`  not measured: ${failures.at(-1)?.error}`);
      }
    }
    return { measurements, failures, firstLoad };
  } finally {
    await close();
  }
}
