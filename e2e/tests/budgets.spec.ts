import fs from 'node:fs';
import path from 'node:path';
import { consentCookies } from '@alz/shared/consent/consent';
import { gzipSize } from '../../tools/bench/first-load-parts';
import { readTopology, remoteApps } from '../../tools/serve/config';
import { serveApp } from '../../tools/serve/serve-app';
import getPort from 'get-port';
import { stopServer } from '../support/servers';
import type http from 'node:http';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';

// Size budgets that fail `npm test`. Lower a budget when the code gets smaller; never
// raise one to let a build pass (docs/performance.md, "Size budgets"). Sizes are gzip (level 9) of what the
// browser downloaded, the same for every server, whatever encoding it chose.

/** Home page, first load on a phone: every script the browser fetched until the page settled. */
const HOME_FIRST_LOAD_JS_KB = 203.0;
/** A remote's remoteEntry.js plus the exposed module of its first route (its own chunk). */
const REMOTE_FIRST_ROUTE_KB = 21;

const repoRoot = path.resolve(import.meta.dirname, '../..');
const kB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test.use({ consent: 'necessary', viewport: { width: 412, height: 823 } });

test(`the home page's first load is at most ${HOME_FIRST_LOAD_JS_KB} kB of JavaScript (gzip), without Sentry, DOMPurify or what no home page shows`, async ({
  page,
}) => {
  const scripts: { url: string; size: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), size: gzipSize(await response.body()) });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const total = scripts.reduce((sum, script) => sum + script.size, 0);
  const largest = [...scripts]
    .sort((a, b) => b.size - a.size)
    .slice(0, 8)
    .map((script) => `${new URL(script.url).pathname} ${kB(script.size)} kB`);
  expect(kB(total), `${scripts.length} scripts; the largest: ${largest.join(', ')}`).toBeLessThanOrEqual(
    HOME_FIRST_LOAD_JS_KB,
  );
  // Error reporting loads only with a DSN, after the page shows; DOMPurify only in browsers
  // without the HTML Sanitizer API (Chromium has it).
  expect(scripts.map((script) => new URL(script.url).pathname)).not.toContainEqual(
    expect.stringMatching(/error-reporting|sentry|dompurify/),
  );
  // Nor what loads on its first use (tools/webpack/create-config.ts, 'alzOnDemand'): the video
  // player, the modal and lightbox, the utility bar with its share menu.
  expect(scripts.map((script) => new URL(script.url).pathname)).not.toContainEqual(
    expect.stringMatching(/alz-(video|dialog|utility-bar)\./),
  );
});

// The route each remote is first used for (docs/architecture.md, "Which remote owns what").
const firstRoute: Record<string, string> = {
  'mf-content': 'HomePage',
  'mf-regions': 'RegionPage',
  'mf-vacancies': 'VacancyPage',
  'mf-memorytest': 'MemoryTest',
  'mf-search': 'SearchPage',
  'mf-picker': 'ImagePicker',
};

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

for (const { folder } of remoteApps) {
  test(`${folder}: remoteEntry.js and the module of its first route are at most ${REMOTE_FIRST_ROUTE_KB} kB (gzip)`, () => {
    const dist = path.join(repoRoot, folder, 'dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
    const expose = manifest.exposes.find((candidate) => candidate.name === firstRoute[folder]);
    expect(expose, `${folder} exposes ${firstRoute[folder]}`).toBeDefined();
    const files = ['remoteEntry.js', ...expose!.assets.js.sync];
    const sizes = files.map((file) => `${file} ${kB(gzipSize(fs.readFileSync(path.join(dist, file))))} kB`);
    const total = files.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(dist, file))), 0);
    expect(kB(total), sizes.join(' + ')).toBeLessThanOrEqual(REMOTE_FIRST_ROUTE_KB);
  });
}

// What keeps a remote's entry small (tools/webpack): the federation runtime and the functions of
// its bundler runtime come from the page (bundler-runtime-from-host.ts), and the table of consumed
// modules is there once (drop-redundant-runtime.ts), where every ConsumeSharedPlugin wrote its own.
// The bundler runtime is known by its own plugin's name and a state flag it sets.
const bundlerRuntimeMarks = ['tree-shake-plugin', 'hasAttachShareScopeMap'];

test("the shell's main.js holds the bundler runtime it gives the remotes", () => {
  const main = fs.readFileSync(path.join(repoRoot, 'shell/dist/main.js'), 'utf8');
  for (const mark of bundlerRuntimeMarks) expect(main).toContain(mark);
});

for (const { folder } of remoteApps) {
  test(`${folder}: remoteEntry.js takes the bundler runtime from the page and lists what it consumes once`, () => {
    const entry = fs.readFileSync(path.join(repoRoot, folder, 'dist/remoteEntry.js'), 'utf8');
    for (const mark of bundlerRuntimeMarks) expect(entry).not.toContain(mark);
    expect(entry.split('moduleIdToConsumeDataMapping=').length - 1).toBe(1);
  });
}

// The preload hints of the shell's server (tools/serve/preload-hints.ts) are worth their download
// only when the page uses what they fetch, and only when the page then takes it from the cache
// instead of asking again. So the page is loaded from a second shell without them, and from the
// site's shell with them: the same addresses, each asked for once.
async function requestsOf(browser: Browser, url: string): Promise<Map<string, number>> {
  const context = await browser.newContext();
  try {
    await context.addCookies([
      { name: consentCookies.choice, value: 'necessary', url },
      { name: consentCookies.marketing, value: 'declined', url },
    ]);
    const page = await context.newPage();
    const counts = new Map<string, number>();
    let open = 0;
    let lastSeen = Date.now();
    const seen = (change: number) => {
      open += change;
      lastSeen = Date.now();
    };
    page.on('request', (request) => {
      seen(1);
      const address = new URL(request.url());
      // The two shells differ only in their port; the api calls go through each.
      const key = address.origin === new URL(url).origin ? address.pathname + address.search : request.url();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    page.on('requestfinished', () => seen(-1));
    page.on('requestfailed', () => seen(-1));
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // "networkidle" is 500 ms without a request. Parts that load one after the other (a search
    // bar's slot, then mf-search's entry and its bar) can be further apart than that on a busy
    // machine, and one run would then miss what the other asked for: so 1.5 s without any.
    await expect
      .poll(() => open <= 0 && Date.now() - lastSeen >= 1500, { timeout: 20_000, intervals: [250] })
      .toBe(true);
    return counts;
  } finally {
    await context.close();
  }
}

test.describe('preload hints', () => {
  let plainShell: http.Server;
  let plainOrigin: string;
  test.beforeAll(async () => {
    const port = await getPort({ host: '127.0.0.1' });
    plainShell = await serveApp('shell', readTopology(process.env), port, process.env, { preloadHints: false });
    plainOrigin = `http://localhost:${port}`;
  });
  test.afterAll(() => stopServer(plainShell));

  for (const path of [
    '/dementie/wat-is-dementie',
    '/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe',
    // Page kinds of a module of their own (mf_content/NewsPage, mf_regions/LocationPage), guessed
    // by their address.
    '/nieuws/nieuwe-bloedtest-kan-alzheimer-eerder-opsporen',
    '/regios/utrecht/locaties/alzheimer-cafe-buurthuis-de-brug',
  ]) {
    test(`${path}: the page uses everything its head preloads, and asks for it once`, async ({ browser, baseURL }) => {
      const plain = await requestsOf(browser, plainOrigin + path);
      const hinted = await requestsOf(browser, new URL(path, baseURL).href);
      expect([...hinted.keys()].sort()).toEqual([...plain.keys()].sort());
      expect([...hinted].filter(([, count]) => count > 1)).toEqual([]);
    });
  }

  // Addresses that say nothing of what they show (the location search page, a corporate
  // vacancy): the server learns the node's type from the api on a path's first visit and hints
  // its module from then on (tools/serve/learned-types.ts).
  for (const [path, expose] of [
    ['/activiteiten-en-vrijwilligerswerk-in-de-buurt', 'LocationSearchPage'],
    ['/medewerker-communicatie', 'VacancyPage'],
  ] as const) {
    test(`${path}: once its type is learned, its head preloads ${expose}, and the page uses all it preloads, once`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const url = new URL(path, baseURL).href;
      await expect
        .poll(async () => (await request.get(url)).text(), { timeout: 10_000 })
        .toContain(`/__federation_expose_${expose}.`);
      const plain = await requestsOf(browser, plainOrigin + path);
      const hinted = await requestsOf(browser, url);
      expect([...hinted.keys()].sort()).toEqual([...plain.keys()].sort());
      expect([...hinted].filter(([, count]) => count > 1)).toEqual([]);
    });
  }
});
