import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStaticServer } from './static-server';
import { ask } from './testing/ask';

const shellOrigin = 'https://www.example.org';
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

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
      corsOrigins: [shellOrigin],
      pageHeaders: { 'Content-Security-Policy': "default-src 'self'" },
      documents: { '/remotes.json': { a: 'b' } },
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await close(server);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves entry files for re-validation and hashed chunks as immutable', async () => {
    expect((await ask(port, '/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await ask(port, '/123.abcdef12.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets only the configured shell origins read its files cross-origin, never any origin', async () => {
    const allowed = await ask(port, '/remoteEntry.js', 'GET', { Origin: shellOrigin });
    expect(allowed.headers['access-control-allow-origin']).toBe(shellOrigin);
    expect(allowed.headers.vary).toBe('Origin, accept-encoding');
    const other = await ask(port, '/remoteEntry.js', 'GET', { Origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toBe('Origin, accept-encoding');
  });

  it('answers a CORS preflight with 204 and the allowed methods', async () => {
    const preflight = await ask(port, '/mf-manifest.json', 'OPTIONS', {
      Origin: shellOrigin,
      'Access-Control-Request-Method': 'GET',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(shellOrigin);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers['access-control-max-age']).toBe('600');
    const refused = await ask(port, '/mf-manifest.json', 'OPTIONS', {
      Origin: 'https://evil.example',
      'Access-Control-Request-Method': 'GET',
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the page headers with HTML and the strict resource policy with everything else', async () => {
    const page = await ask(port, '/regios/utrecht');
    expect(page.headers['content-security-policy']).toBe("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const answers = [
      await ask(port, '/remoteEntry.js'),
      await ask(port, '/missing.js'),
      await ask(port, '/remoteEntry.js', 'PUT'),
      await ask(port, '/%E0%A4%A'),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain('sandbox');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('answers client routes with index.html and unknown files with 404 "Niet gevonden"', async () => {
    for (const route of ['/', '/regios/utrecht', '/regios/utrecht/']) {
      const answer = await ask(port, route);
      expect([route, answer.status, answer.text]).toEqual([route, 200, '<h1>start</h1>']);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const missing = await ask(port, '/missing.js');
    expect([missing.status, missing.text]).toEqual([404, 'Niet gevonden']);
  });

  it('answers /<name>-offline with its built page, and other brands without one with index.html', async () => {
    const offline = await ask(port, '/alz-offline');
    expect(offline.status).toBe(200);
    expect(offline.text).toBe('<h1>offline</h1>');
    expect(offline.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(offline.headers['content-security-policy']).toBe("default-src 'self'");
    expect(offline.headers['cache-control']).toBe('no-cache');
    expect((await ask(port, '/sdv-offline')).text).toBe('<h1>start</h1>');
    expect((await ask(port, '/alz-offline.html')).text).toBe('<h1>offline</h1>');
  });

  it('refuses writes to its files with 405, whatever the body', async () => {
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH']) {
      const answer = await ask(port, '/remoteEntry.js', method, { 'Content-Type': 'application/octet-stream' });
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
    }
  });

  it('serves in-memory documents such as the remote map', async () => {
    const answer = await ask(port, '/remotes.json');
    expect(JSON.parse(answer.text)).toEqual({ a: 'b' });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('serves a HEAD with the headers of the GET and no body', async () => {
    const head = await ask(port, '/remoteEntry.js', 'HEAD');
    expect([head.status, head.body, head.headers['cache-control']]).toEqual([200, '', 'no-cache']);
    expect(head.headers.etag).toBe((await ask(port, '/remoteEntry.js')).headers.etag);
  });

  it('never serves files outside its root, however the path is written', async () => {
    for (const attempt of ['/../alz-secret.txt', '/%2e%2e/alz-secret.txt', '/..%2falz-secret.txt', '/%E0%A4%A']) {
      const answer = await ask(port, attempt);
      expect(answer.text).not.toContain('geheim');
    }
  });
});

describe('a server without CORS origins (the shell)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-shell-'));
  fs.writeFileSync(path.join(root, 'main.js'), 'main');
  let server: http.Server;
  beforeAll(async () => (server = await startStaticServer({ root, port: 0, pageHeaders: {} })));
  afterAll(async () => {
    await close(server);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('allows no origin and answers OPTIONS like any other write: 405', async () => {
    const port = (server.address() as AddressInfo).port;
    const answer = await ask(port, '/main.js', 'GET', { Origin: 'http://localhost:3000' });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect((await ask(port, '/main.js', 'OPTIONS', { Origin: 'http://localhost:3000' })).status).toBe(405);
  });
});
