import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStaticServer } from './static-server';
import { readPageInputs, renderPageInputs } from './page-inputs';

function get(
  port: number,
  urlPath: string,
  init: { method?: string; headers?: http.OutgoingHttpHeaders } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: urlPath, ...init }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject)
      .end();
  });
}

const shellOrigin = 'https://www.example.org';

describe('startStaticServer', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-static-'));
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    fs.writeFileSync(path.join(root, 'index.html'), '<h1>start</h1>');
    fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'entry');
    fs.writeFileSync(path.join(root, 'alz-offline.html'), '<h1>offline</h1>');
    fs.writeFileSync(path.join(root, '123.abcdef12.js'), 'chunk');
    fs.writeFileSync(path.join(os.tmpdir(), 'alz-secret.txt'), 'geheim');
    server = await startStaticServer({
      root,
      port: 0,
      spa: true,
      corsOrigins: [shellOrigin],
      pageHeaders: { 'Content-Security-Policy': "default-src 'self'" },
      documents: { '/remotes.json': { a: 'b' } },
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves entry files for re-validation and hashed chunks as immutable', async () => {
    expect((await get(port, '/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get(port, '/123.abcdef12.js')).headers['cache-control']).toContain('immutable');
  });

  it('lets only the configured shell origins read its files cross-origin, never any origin', async () => {
    const allowed = await get(port, '/remoteEntry.js', { headers: { Origin: shellOrigin } });
    expect(allowed.headers['access-control-allow-origin']).toBe(shellOrigin);
    expect(allowed.headers.vary).toBe('Origin');
    const other = await get(port, '/remoteEntry.js', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toBe('Origin');
  });

  it('answers a CORS preflight with 204 and the allowed methods', async () => {
    const preflight = await get(port, '/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { Origin: shellOrigin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(shellOrigin);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    const refused = await get(port, '/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the page headers with HTML and the strict resource policy with everything else', async () => {
    const page = await get(port, '/regios/utrecht');
    expect(page.headers['content-security-policy']).toBe("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    for (const answer of [await get(port, '/remoteEntry.js'), await get(port, '/missing.js')]) {
      expect(answer.headers['content-security-policy']).toContain('sandbox');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('answers client routes with index.html and unknown files with 404', async () => {
    expect((await get(port, '/regios/utrecht')).body).toBe('<h1>start</h1>');
    expect((await get(port, '/missing.js')).status).toBe(404);
  });

  it('answers /<name>-offline with its built page, and other brands without one with index.html', async () => {
    const offline = await get(port, '/alz-offline');
    expect(offline.status).toBe(200);
    expect(offline.body).toBe('<h1>offline</h1>');
    expect(offline.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(offline.headers['cache-control']).toBe('no-cache');
    expect((await get(port, '/sdv-offline')).body).toBe('<h1>start</h1>');
    expect((await get(port, '/alz-offline.html')).body).toBe('<h1>offline</h1>');
  });

  it('serves in-memory documents such as the remote map', async () => {
    const answer = await get(port, '/remotes.json');
    expect(JSON.parse(answer.body)).toEqual({ a: 'b' });
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('never serves files outside its root, however the path is written', async () => {
    for (const attempt of ['/../alz-secret.txt', '/%2e%2e/alz-secret.txt', '/..%2falz-secret.txt', '/%E0%A4%A']) {
      const answer = await get(port, attempt);
      expect(answer.body).not.toContain('geheim');
    }
  });
});

describe('the anti-forgery cookie', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-cookie-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<body></body>');
  const serve = (frontProxies: string[]) =>
    startStaticServer({
      root,
      port: 0,
      spa: true,
      pageHeaders: {},
      frontProxies,
      renderIndex: renderPageInputs(readPageInputs({})),
    });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is Secure when a trusted front proxy says the visitor came over https, and only then', async () => {
    for (const [trusted, secure] of [
      [['127.0.0.1'], true],
      [[], false],
    ] as const) {
      const server = await serve([...trusted]);
      const answer = await get((server.address() as AddressInfo).port, '/', {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      await new Promise((resolve) => server.close(resolve));
      const cookie = answer.headers['set-cookie']?.[0] ?? '';
      expect(cookie).toMatch(/^__RequestVerificationToken=[\w-]+; Path=\/; SameSite=Strict; HttpOnly/);
      expect(cookie.endsWith('; Secure')).toBe(secure);
    }
  });
});
