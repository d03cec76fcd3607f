import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { builtFile } from '../../tools/build-all';
import { readTopology } from '../../tools/serve/config';
import { expect, test } from '../support/test';

// What the browser gets over the wire from the running site. Every text answer of the
// shell, a remote and the api comes compressed (brotli when asked, else gzip); hashed files are
// cached for good, entries, manifests and pages are revalidated, and an unchanged one is a 304
// without a body (docs/operations.md, "Compression and caching").

const topology = readTopology(process.env);
const contentRemote = new URL(topology.remotes.mf_content!).origin;
const mainMenu = '/api/drupal/api/menu_items/main';
const both = { 'Accept-Encoding': 'br, gzip' };
const gzipOnly = { 'Accept-Encoding': 'gzip' };
const identity = { 'Accept-Encoding': 'identity' };

/** The largest hashed chunk of an app's build (`name.1a2b3c4d.js`), as its pages load it. */
function hashedChunk(folder: string): string {
  const dist = path.dirname(builtFile(folder));
  const [largest] = fs
    .readdirSync(dist)
    .filter((name) => /\.[0-9a-f]{8}\.js$/.test(name))
    .sort((a, b) => fs.statSync(path.join(dist, b)).size - fs.statSync(path.join(dist, a)).size);
  if (!largest) throw new Error(`${folder} has no hashed chunk in ${dist}`);
  return `/${largest}`;
}

// Addresses as functions: the build whose chunks they name is there once the run has started.
const files = [
  { what: "the shell's page", url: () => '/regios/utrecht', cache: 'no-cache' },
  { what: "the shell's index.html", url: () => '/', cache: 'no-cache' },
  { what: "the shell's main.js", url: () => '/main.js', cache: 'no-cache' },
  { what: 'a hashed chunk of the shell', url: () => hashedChunk('shell'), cache: 'immutable' },
  { what: "mf-content's remoteEntry.js", url: () => `${contentRemote}/remoteEntry.js`, cache: 'no-cache' },
  { what: "mf-content's mf-manifest.json", url: () => `${contentRemote}/mf-manifest.json`, cache: 'no-cache' },
  {
    what: 'a hashed chunk of mf-content',
    url: () => `${contentRemote}${hashedChunk('mf-content')}`,
    cache: 'immutable',
  },
] as const;

const cacheRules = {
  immutable: 'public, max-age=31536000, immutable',
  'no-cache': 'no-cache',
};

const varies = (answer: APIResponse) =>
  (answer.headers().vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .includes('accept-encoding');

async function expectEncodings(request: APIRequestContext, url: string) {
  const br = await request.get(url, { headers: both });
  const gzip = await request.get(url, { headers: gzipOnly });
  const plain = await request.get(url, { headers: identity });
  expect([br.status(), br.headers()['content-encoding']]).toEqual([200, 'br']);
  expect([gzip.status(), gzip.headers()['content-encoding']]).toEqual([200, 'gzip']);
  expect([plain.status(), plain.headers()['content-encoding']]).toEqual([200, undefined]);
  expect(varies(br) && varies(gzip) && varies(plain), 'Vary: Accept-Encoding').toBe(true);
  return { br, gzip, plain };
}

for (const { what, url: address, cache } of files) {
  test(`${what} comes compressed, cached by its rule, and revalidates to a 304`, async ({ request }) => {
    const url = address();
    const { br, gzip, plain } = await expectEncodings(request, url);
    // The same content however it travelled, so no compressed copy is stale (the page's token aside).
    const content = async (answer: APIResponse) => (await answer.text()).replace(/value="[\w-]+" \/><\/body>/, '');
    expect(await content(br)).toBe(await content(plain));
    expect(await content(gzip)).toBe(await content(plain));
    expect(br.headers()['cache-control']).toBe(cacheRules[cache]);

    const etag = br.headers().etag;
    expect(etag, 'ETag').toMatch(/^(W\/)?"[^"]+"$/);
    const again = await request.get(url, { headers: { ...both, 'If-None-Match': etag! } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
    expect(again.headers()['content-encoding']).toBeUndefined();
    // A page answered 304 keeps its token: no new cookie that would no longer match it.
    expect(again.headers()['set-cookie']).toBeUndefined();
  });
}

test('a changed page is sent in full, with a fresh token and its cookie', async ({ request }) => {
  const answer = await request.get('/regios/utrecht', { headers: { ...both, 'If-None-Match': 'W/"oud"' } });
  expect(answer.status()).toBe(200);
  const token = /id="__RequestVerificationToken" value="([\w-]+)"/.exec(await answer.text())?.[1];
  expect(answer.headers()['set-cookie']).toContain(`__RequestVerificationToken=${token};`);
});

test('the api answers the main menu compressed, through the shell and directly, the same JSON', async ({ request }) => {
  const proxied = await expectEncodings(request, mainMenu);
  const direct = await expectEncodings(request, `${topology.apiUrl}${mainMenu}`);
  const menu = await direct.br.json();
  expect(Array.isArray(menu) && menu.length > 0).toBe(true);
  for (const answer of [proxied.br, proxied.gzip, proxied.plain, direct.gzip, direct.plain]) {
    expect(await answer.json()).toEqual(menu);
  }
});

test('a public api read passes through the shell cacheable, and revalidates to a 304 without a body', async ({
  request,
}) => {
  for (const base of ['', topology.apiUrl]) {
    const first = await request.get(`${base}${mainMenu}`, { headers: both });
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = first.headers().etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await request.get(`${base}${mainMenu}`, { headers: { ...both, 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
  }
  // A visitor's own token is never kept.
  const token = await request.get('/api/v1/anti-forgery');
  expect(token.headers()['cache-control']).toBe('no-store');
});
