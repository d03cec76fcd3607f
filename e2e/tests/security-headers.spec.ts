import type { APIResponse, ConsoleMessage, Page } from '@playwright/test';
import { readTopology } from '../../tools/serve/config';
import { expect, test } from '../support/test';

// Every server of the running site sends its security headers (ARCHITECTURE.md,
// "Security"), the public blob path only reads public blobs, and no page of the site trips
// over its own Content-Security-Policy.

const topology = readTopology(process.env);
const apiUrl = topology.apiUrl;
const contentRemote = new URL(topology.remotes.mf_content!).origin;
const pickerRemote = new URL(topology.remotes.mf_picker!).origin;

const common = {
  'strict-transport-security': /^max-age=31536000; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\)/,
};

/** Fails on every header of `expected` that is missing or has another value, naming them all. */
function expectHeaders(answer: APIResponse, expected: Record<string, RegExp>, what: string) {
  const headers = answer.headers();
  const wrong = Object.entries(expected)
    .filter(([name, pattern]) => !pattern.test(headers[name] ?? ''))
    .map(([name]) => `${name}: ${headers[name] ?? '(missing)'}`);
  expect(wrong, `${what} (${answer.url()})`).toEqual([]);
}

test("the shell's page sends a strict CSP, HSTS, nosniff, the referrer and permissions policies and COOP", async ({
  request,
}) => {
  const page = await request.get('/regios/utrecht');
  expectHeaders(
    page,
    {
      ...common,
      'content-security-policy': /^default-src 'self'; script-src 'self' [^;]*; .*frame-ancestors 'none'$/,
      'cross-origin-opener-policy': /^same-origin$/,
    },
    'shell page',
  );
  const csp = page.headers()['content-security-policy'] ?? '';
  const scripts = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(scripts).toContain(contentRemote);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  // Plain http here, so the anti-forgery cookie is not Secure (the browser would drop it).
  expect(page.headers()['set-cookie']).toMatch(
    /^__RequestVerificationToken=[\w-]+; Path=\/; SameSite=Strict; HttpOnly$/,
  );
});

test("a remote's entry and manifest are readable by the shell only, with a preflight answered 204", async ({
  request,
  baseURL,
}) => {
  const shellOrigin = new URL(baseURL!).origin;
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const answer = await request.get(`${contentRemote}/${file}`, { headers: { Origin: shellOrigin } });
    expectHeaders(
      answer,
      {
        ...common,
        'access-control-allow-origin': new RegExp(`^${shellOrigin}$`),
        vary: /Origin/,
        'content-security-policy': /default-src 'none'.*sandbox/,
      },
      `mf-content ${file}`,
    );
  }
  const stranger = await request.get(`${contentRemote}/mf-manifest.json`, {
    headers: { Origin: 'https://evil.example' },
  });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
  const preflight = await request.fetch(`${contentRemote}/mf-manifest.json`, {
    method: 'OPTIONS',
    headers: { Origin: shellOrigin, 'Access-Control-Request-Method': 'GET' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe(shellOrigin);
  // A remote's own /api proxy passes the api's answer on, with no CORS header of its own.
  const api = await request.get(`${contentRemote}/api/drupal/alle-blokken`, { headers: { Origin: shellOrigin } });
  expect(api.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the api sends its security headers, directly and through the site', async ({ request }) => {
  const direct = await request.get(`${apiUrl}/api/drupal/alle-blokken`);
  expectHeaders(
    direct,
    {
      ...common,
      'content-security-policy':
        /default-src 'none'.*frame-ancestors 'none'|frame-ancestors 'none'.*default-src 'none'/,
      'strict-transport-security': /max-age=\d+/,
    },
    'api',
  );
  const proxied = await request.get('/api/drupal/alle-blokken');
  expectHeaders(
    proxied,
    { ...common, 'strict-transport-security': /max-age=\d+/, 'referrer-policy': /./, 'content-security-policy': /./ },
    'api through the shell',
  );
  expect(proxied.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the blob path reads public blobs with a sandboxing CSP, and nothing else', async ({ request }) => {
  const listing = await request.get('/blobstorage/pictures?restype=container&comp=list');
  expect(listing.status()).toBe(200);
  const name = /<Name>([^<]+)<\/Name>/.exec(await listing.text())?.[1];
  expect(name).toBeTruthy();
  const picture = await request.get(`/blobstorage/pictures/${encodeURIComponent(name!)}`);
  expect(picture.status()).toBe(200);
  expectHeaders(
    picture,
    {
      ...common,
      'content-security-policy': /^default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox$/,
      'cross-origin-resource-policy': /^same-origin$/,
    },
    'blob',
  );
  for (const url of [
    '/blobstorage/applications?restype=container&comp=list',
    '/blobstorage/?comp=list',
    '/blobstorage/content?restype=container&comp=list',
    `/blobstorage/pictures/${encodeURIComponent(name!)}?comp=metadata`,
  ]) {
    const answer = await request.get(url);
    // The metadata call becomes a plain read (the query is dropped), so it is the picture itself.
    expect([url, answer.status()]).toEqual([url, url.endsWith('comp=metadata') ? 200 : 404]);
  }
  // The emulator's well-known key signs nothing through the site: writes never reach it.
  for (const method of ['PUT', 'DELETE', 'POST']) {
    const answer = await request.fetch('/blobstorage/pictures/aanval.svg', {
      method,
      headers: { Authorization: 'SharedKey devstoreaccount1:x', 'x-ms-blob-type': 'BlockBlob' },
      data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    });
    expect([method, answer.status()]).toEqual([method, 405]);
  }
  expect((await request.get('/blobstorage/pictures/aanval.svg')).status()).toBe(404);
});

/** Collects the CSP violations of a page: console errors and `securitypolicyviolation` events. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

test.describe('with every cookie accepted, so the embeds load too', () => {
  test.use({ consent: 'all' });

  const pages = [
    { path: '/', heading: 'Samen sterk bij dementie' },
    { path: '/alle-blokken', heading: 'Alle blokken' },
    { path: '/quiz/hoeveel-weet-u-over-dementie', heading: 'Hoeveel weet u over dementie?' },
    { path: '/regios/utrecht', heading: 'Regio Utrecht' },
    { path: '/zoeken?zoekterm=dementie', heading: 'Zoeken' },
    { path: '/geheugentest/zelf', heading: 'Geheugentest voor uzelf' },
    { path: '/medewerker-communicatie/solliciteren', heading: 'Solliciteren: Medewerker communicatie' },
  ];

  for (const { path, heading } of pages) {
    test(`${path} runs without a Content Security Policy violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      // No internet here: the embeds' own sites answer with an empty page.
      await page.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ contentType: 'text/html', body: '' }));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Lazy frames and images load once they are near the screen.
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }

  test("the picker's stand-alone page lists pictures without a Content Security Policy violation", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(`${pickerRemote}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Beeldbank' })).toBeVisible();
    await page.getByRole('button', { name: 'Afbeelding kiezen' }).click();
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('the CMS demo page mounts the picker and the editors without a Content Security Policy violation', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await page.goto(`${pickerRemote}/cms-demo.html`);
    await expect(page.getByRole('toolbar', { name: 'Opmaak van Tekst van het bericht' })).toBeVisible();
    await page.getByRole('button', { name: 'Afbeelding kiezen' }).click();
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});
