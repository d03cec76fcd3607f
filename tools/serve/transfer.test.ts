import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { RenderIndex } from './index-page';
import { startStaticServer } from './static-server';
import { ask, type Answer } from './testing/ask';

// Compression and caching as a browser meets them (docs/operations.md, "Compression and caching"): what it
// asks with Accept-Encoding, If-None-Match and If-Modified-Since, and what it gets back.

const both = { 'Accept-Encoding': 'br, gzip' };
const gzipOnly = { 'Accept-Encoding': 'gzip' };
const script = `export const text = "${'tekst '.repeat(400)}";`;

/** What the build writes: a hashed chunk with its .br and .gz, entries without (smaller than 1 kB, say). */
function buildFolder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-transfer-'));
  const write = (name: string, content: string | Buffer) => fs.writeFileSync(path.join(root, name), content);
  write('index.html', '<html><head></head><body><div id="root"></div></body></html>');
  write('main.js', script);
  write('mf-manifest.json', JSON.stringify({ name: 'mf_content', metaData: { padding: 'x'.repeat(2000) } }));
  write('a.1a2b3c4d.js', script);
  // Different text in the compressed copies shows which file was sent.
  write('a.1a2b3c4d.js.br', zlib.brotliCompressSync('from the .br file'));
  write('a.1a2b3c4d.js.gz', zlib.gzipSync('from the .gz file'));
  write('b.5e6f7a8b.css', 'body { color: black; }');
  write('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  write('kaart.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return root;
}

const varyNames = (answer: Answer) =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('compression and caching of the files of a build', () => {
  const root = buildFolder();
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = await startStaticServer({ root, port: 0, pageHeaders: {}, documents: { '/remotes.json': { a: 'b' } } });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("sends the build's precompressed file as it is: brotli when asked, else gzip, else the file", async () => {
    const br = await ask(port, '/a.1a2b3c4d.js', 'GET', both);
    expect([br.headers['content-encoding'], br.text]).toEqual(['br', 'from the .br file']);
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
    const gzip = await ask(port, '/a.1a2b3c4d.js', 'GET', gzipOnly);
    expect([gzip.headers['content-encoding'], gzip.text]).toEqual(['gzip', 'from the .gz file']);
    const plain = await ask(port, '/a.1a2b3c4d.js');
    expect([plain.headers['content-encoding'], plain.text]).toEqual([undefined, script]);
    for (const answer of [br, gzip, plain]) expect(varyNames(answer)).toContain('accept-encoding');
  });

  it('compresses a text file the build left uncompressed, and never an image', async () => {
    for (const file of ['/main.js', '/mf-manifest.json', '/b.5e6f7a8b.css', '/kaart.svg', '/index.html']) {
      const br = await ask(port, file, 'GET', both);
      const gzip = await ask(port, file, 'GET', gzipOnly);
      expect([file, br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([file, 'br', 'gzip']);
      expect(br.text).toBe(fs.readFileSync(path.join(root, file), 'utf8'));
      expect(gzip.text).toBe(br.text);
      expect(varyNames(br)).toContain('accept-encoding');
    }
    const main = await ask(port, '/main.js', 'GET', both);
    expect(main.size).toBeLessThan(script.length / 10);
    const image = await ask(port, '/logo.png', 'GET', both);
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('compresses JSON made in memory too, and says it varies by encoding when not compressed', async () => {
    const map = await ask(port, '/remotes.json', 'GET', both);
    expect([map.headers['content-encoding'], JSON.parse(map.text)]).toEqual(['br', { a: 'b' }]);
    const unasked = await ask(port, '/remotes.json');
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(varyNames(unasked)).toContain('accept-encoding');
  });

  it('revalidates entries, manifests and pages: no-cache, an ETag, and 304 without a body when unchanged', async () => {
    for (const file of ['/main.js', '/mf-manifest.json', '/index.html', '/remotes.json', '/a.1a2b3c4d.js']) {
      for (const encoding of [both, gzipOnly, {}]) {
        const first = await ask(port, file, 'GET', encoding);
        expect(first.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
        const again = await ask(port, file, 'GET', { ...encoding, 'If-None-Match': first.headers.etag });
        expect([file, again.status, again.body, again.headers['content-encoding']]).toEqual([file, 304, '', undefined]);
        expect(again.headers.etag).toBe(first.headers.etag);
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      }
    }
    const changed = await ask(port, '/main.js', 'GET', { ...both, 'If-None-Match': 'W/"iets-anders"' });
    expect([changed.status, changed.text]).toEqual([200, script]);
  });

  it('answers If-Modified-Since with 304 for a file not changed since', async () => {
    const first = await ask(port, '/mf-manifest.json', 'GET', both);
    expect(first.headers['last-modified']).toBeDefined();
    const again = await ask(port, '/mf-manifest.json', 'GET', {
      ...both,
      'If-Modified-Since': first.headers['last-modified'],
    });
    expect([again.status, again.body]).toEqual([304, '']);
  });

  it('gives the compressed copies the cache rule of the file they stand for', async () => {
    const hashed = await ask(port, '/a.1a2b3c4d.js', 'GET', both);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await ask(port, '/main.js', 'GET', both);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });
});

describe('the rendered index.html', () => {
  const root = buildFolder();
  const paths: string[] = [];
  // A render that differs per path, as one with preload hints for the route would.
  const render: RenderIndex = (html, visit) => {
    paths.push(visit.path);
    return html.replace('</head>', `<meta name="route" content="${visit.path}"></head>`);
  };
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = await startStaticServer({ root, port: 0, pageHeaders: {}, renderIndex: render });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => (paths.length = 0));

  it('is rendered for the path visited, compressed, with a fresh token and cookie each time', async () => {
    const first = await ask(port, '/regios/utrecht', 'GET', both);
    const second = await ask(port, '/regios/utrecht', 'GET', gzipOnly);
    expect(paths).toEqual(['/regios/utrecht', '/regios/utrecht']);
    expect([first.headers['content-encoding'], second.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(first.text).toContain('<meta name="route" content="/regios/utrecht">');
    const token = (answer: Answer) => /id="__RequestVerificationToken" value="([\w-]+)"/.exec(answer.text)?.[1];
    expect(token(first)).not.toBe(token(second));
    expect(first.headers['set-cookie']?.[0]).toContain(`__RequestVerificationToken=${token(first)};`);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(varyNames(first)).toContain('accept-encoding');
  });

  it('keeps one ETag per path whatever the token, and answers it with 304 and no new cookie', async () => {
    const first = await ask(port, '/regios/utrecht', 'GET', both);
    const second = await ask(port, '/regios/utrecht', 'GET', both);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await ask(port, '/zoeken', 'GET', both)).headers.etag).not.toBe(first.headers.etag);
    const again = await ask(port, '/regios/utrecht', 'GET', { ...both, 'If-None-Match': first.headers.etag });
    expect([again.status, again.body, again.headers['set-cookie']]).toEqual([304, '', undefined]);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers a changed index.html in full again', async () => {
    const first = await ask(port, '/', 'GET', both);
    fs.writeFileSync(path.join(root, 'index.html'), '<html><head></head><body>nieuw</body></html>');
    const again = await ask(port, '/', 'GET', { ...both, 'If-None-Match': first.headers.etag });
    expect(again.status).toBe(200);
    expect(again.text).toContain('nieuw');
    expect(again.headers['set-cookie']).toBeDefined();
  });
});
