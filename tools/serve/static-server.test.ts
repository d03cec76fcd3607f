import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStaticServer } from './static-server';

function get(
  port: number,
  urlPath: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

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
      cors: true,
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
    expect((await get(port, '/remoteEntry.js')).headers['access-control-allow-origin']).toBe('*');
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
