// The nginx images compress and cache as the local servers do (transfer.ts): brotli when the
// browser accepts it, else gzip (docs/operations.md, "Compression and caching"). And the shell's start script
// writes the same page as the local server renders (index-page.ts).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { readTopology } from './config';
import { renderShellIndex } from './index-page';
import { readPageInputs } from './page-inputs';
import { ask } from './testing/ask';
import { hasNginx, startNginx, writeRemotesJson, type RunningNginx } from './testing/nginx';

const remoteEnv = {
  REMOTE_CONTENT_URL: 'https://content.example.org/v3/remoteEntry.js',
  REMOTE_REGIONS_URL: 'https://cdn.example.org/regions/remoteEntry.js?v=1&b=2',
  REMOTE_VACANCIES_URL: 'https://cdn.example.org/vacancies/remoteEntry.js',
  REMOTE_MEMORYTEST_URL: 'http://localhost:3004/remoteEntry.js',
  REMOTE_SEARCH_URL: 'http://localhost:3005/remoteEntry.js',
  REMOTE_PICKER_URL: 'http://localhost:3006/remoteEntry.js',
};
const both = { 'Accept-Encoding': 'br, gzip' };
const gzipOnly = { 'Accept-Encoding': 'gzip, deflate' };
const script = `export const text = "${'tekst '.repeat(400)}";`;
const template = '<html><head><title>Alzheimer Nederland</title></head><body><div id="root"></div></body></html>';
const bigJson = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: 'Nieuws' })) });

const site = {
  'index.html': template,
  // As the build would write it for a larger page: without the page inputs, the map or a token.
  'index.html.gz': zlib.gzipSync(template),
  'index.html.br': zlib.brotliCompressSync(template),
  'main.js': script,
  'remoteEntry.js': script,
  'mf-manifest.json': JSON.stringify({ name: 'mf_content', padding: 'x'.repeat(500) }),
  'a.1a2b3c4d.js': script,
  // Different text in the compressed copies shows which file was sent.
  'a.1a2b3c4d.js.gz': zlib.gzipSync('from the .gz file'),
  'a.1a2b3c4d.js.br': zlib.brotliCompressSync('from the .br file'),
  'alz-offline.html': `<html><body>${'offline '.repeat(50)}</body></html>`,
};

describe('write-remotes-json.sh', () => {
  const html = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-html-'));
  afterAll(() => fs.rmSync(html, { recursive: true, force: true }));

  it("writes the shell's page exactly as the local server renders it, and /remotes.json", () => {
    fs.writeFileSync(path.join(html, 'index.html'), template);
    const env = { ...remoteEnv, BRAND: 'dem', SENTRY_DSN: 'https://k@o1.example.org/1?a="b"&c=<d>' };
    writeRemotesJson({ ...env, SENTRY_ENVIRONMENT: 'production' }, html);
    const local = renderShellIndex(
      readPageInputs({ ...env, SENTRY_ENVIRONMENT: 'production' }),
      readTopology(env).remotes,
    );
    expect(fs.readFileSync(path.join(html, 'index.html'), 'utf8')).toBe(local(template, { path: '/' }));
    expect(JSON.parse(fs.readFileSync(path.join(html, 'remotes.json'), 'utf8'))).toEqual(readTopology(env).remotes);
  });

  it('writes the page again from the built one at each start, so a new remote map replaces the old', () => {
    fs.writeFileSync(path.join(html, 'index.html'), template);
    fs.rmSync(path.join(path.dirname(html), 'index.source.html'), { force: true });
    writeRemotesJson(remoteEnv, html);
    const moved = { ...remoteEnv, REMOTE_CONTENT_URL: 'https://content.example.org/v4/remoteEntry.js</script>' };
    writeRemotesJson(moved, html);
    const page = fs.readFileSync(path.join(html, 'index.html'), 'utf8');
    expect(page.match(/id="alz-remote-map"/g)).toHaveLength(1);
    expect(page.match(/id="brand"/g)).toHaveLength(1);
    expect(page).toContain('"mf_content":"https://content.example.org/v4/remoteEntry.js\\u003c/script>"');
    fs.rmSync(path.join(path.dirname(html), 'index.source.html'), { force: true });
  });
});

(hasNginx ? describe : describe.skip)('the nginx templates compress and cache', () => {
  const upstream = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(req.url === '/api/v1/big' ? bigJson : '{}');
  });
  let shell: RunningNginx;
  let remote: RunningNginx;

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as AddressInfo).port;
    shell = await startNginx({ APP: 'shell', ...remoteEnv }, upstreamPort, site);
    remote = await startNginx({ APP: 'mf-content' }, upstreamPort, site);
  }, 20_000);
  afterAll(async () => {
    await Promise.all([shell?.stop(), remote?.stop()]);
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  // Brotli when the browser accepts it, else gzip: the build's copy as it is, the rest compressed.
  it.each([
    ['br', both],
    ['gzip', gzipOnly],
  ])(
    "sends %s: the build's copy as it is, and the other text answers compressed, the api's included",
    async (encoding, accept) => {
      for (const server of [shell, remote]) {
        const hashed = await ask(server.port, '/a.1a2b3c4d.js', 'GET', accept);
        const copy = `from the .${encoding === 'br' ? 'br' : 'gz'} file`;
        expect([hashed.headers['content-encoding'], hashed.text]).toEqual([encoding, copy]);
        expect(hashed.headers.vary).toMatch(/Accept-Encoding/);
        const entry = await ask(server.port, '/remoteEntry.js', 'GET', accept);
        expect([entry.headers['content-encoding'], entry.text]).toEqual([encoding, script]);
        expect(entry.headers.vary).toMatch(/Accept-Encoding/);
        expect(entry.size).toBeLessThan(script.length / 10);
        const plain = await ask(server.port, '/remoteEntry.js');
        expect([plain.headers['content-encoding'], plain.text]).toEqual([undefined, script]);
      }
      const api = await ask(shell.port, '/api/v1/big', 'GET', accept);
      expect([api.headers['content-encoding'], api.text]).toEqual([encoding, bigJson]);
      // The page is written per request (token): never the build's copy, which lacks the map.
      for (const route of ['/regios/utrecht', '/index', '/index.html']) {
        const page = await ask(shell.port, route, 'GET', accept);
        expect([route, page.headers['content-encoding']]).toEqual([route, encoding]);
        expect(page.text).toContain('id="alz-remote-map"');
        expect(page.text).toMatch(/<input type="hidden" id="__RequestVerificationToken" value="\w+" \/><\/body>/);
      }
      for (const copy of ['/index.html.br', '/index.html.gz']) {
        expect([copy, (await ask(shell.port, copy)).status]).toEqual([copy, 404]);
      }
    },
  );

  it('serves hashed files immutable, and entries, manifests and pages no-cache with an ETag', async () => {
    for (const server of [shell, remote]) {
      const hashed = await ask(server.port, '/a.1a2b3c4d.js', 'GET', both);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const file of ['/main.js', '/remoteEntry.js', '/mf-manifest.json', '/index.html', '/alz-offline']) {
        const answer = await ask(server.port, file, 'GET', both);
        expect([file, answer.status, answer.headers['cache-control']]).toEqual([file, 200, 'no-cache']);
        expect(answer.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
      }
    }
  });

  it('answers a revalidation of an unchanged file or page with 304, without a body or a new cookie', async () => {
    const cases: [RunningNginx, string][] = [
      [remote, '/remoteEntry.js'],
      [remote, '/mf-manifest.json'],
      [remote, '/'],
      [shell, '/main.js'],
      [shell, '/a.1a2b3c4d.js'],
      [shell, '/regios/utrecht'],
      [shell, '/'],
    ];
    for (const [server, file] of cases) {
      for (const encoding of [both, gzipOnly, {}]) {
        const first = await ask(server.port, file, 'GET', encoding);
        const again = await ask(server.port, file, 'GET', { ...encoding, 'If-None-Match': first.headers.etag });
        expect([file, again.status, again.body, again.headers['set-cookie']]).toEqual([file, 304, '', undefined]);
      }
    }
    const page = await ask(shell.port, '/regios/utrecht', 'GET', { ...both, 'If-None-Match': '"iets-anders"' });
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']?.[0]).toMatch(/^__RequestVerificationToken=\w+;/);
  });
});
