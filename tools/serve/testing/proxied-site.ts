import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startStaticServer } from '../static-server';

// A site whose /api and /blobstorage proxies point at a fake upstream, for the proxy tests.

export interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: http.Server) =>
  new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });

export const bigJson = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Nieuws' })) });

const STORED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  js: 'text/javascript',
  html: 'text/html',
  pdf: 'application/pdf',
};
const SCRIPTED: Record<string, string> = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  js: 'alert(1)',
  html: '<script>alert(1)</script>',
};

/** A fake api and blob store in one: records every request, and answers as the path asks. */
function fakeUpstream(seen: Seen[]) {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const headers = { 'x-ms-meta-owner': 'editor@example.org', 'x-ms-request-id': '42' };
      if (req.url === '/api/v1/big') {
        res.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
        return res.end(bigJson);
      }
      if (req.url === '/api/v1/gzipped') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', Vary: 'accept-encoding' });
        return res.end(zlib.gzipSync(bigJson));
      }
      if (req.url === '/api/v1/busy') {
        res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
        return res.end('{"statusCode":503}');
      }
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { ETag: '"v1"' });
        return res.end();
      }
      // A blob is stored with the type its writer gave it (the seed, the api, or anyone with the key).
      const extension = /\.(\w+)$/.exec(req.url?.split('?')[0] ?? '')?.[1];
      const type = extension && STORED_TYPES[extension];
      if (req.url?.startsWith('/devstoreaccount1/') && !req.url.includes('restype=container')) {
        res.writeHead(200, { ...headers, ...(type ? { 'Content-Type': type } : {}) });
        return res.end(type?.startsWith('image/') && extension !== 'svg' ? 'beeld' : (SCRIPTED[extension ?? ''] ?? ''));
      }
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
}

/** Serves a folder with the site's proxies pointing at the fake upstream (or at nothing: `down`). */
export async function site(
  frontProxies: string[] = [],
  { down = false, bodyIdleMs }: { down?: boolean; bodyIdleMs?: number } = {},
) {
  const seen: Seen[] = [];
  const upstream = fakeUpstream(seen);
  const upstreamPort = await listen(upstream);
  if (down) await close(upstream);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-proxy-'));
  const server = await startStaticServer({
    root,
    port: 0,
    pageHeaders: {},
    frontProxies,
    bodyIdleMs,
    proxies: [
      { prefix: '/api', target: `http://127.0.0.1:${upstreamPort}`, kind: 'api' },
      { prefix: '/blobstorage', target: `http://127.0.0.1:${upstreamPort}/devstoreaccount1`, kind: 'blob' },
    ],
  });
  return {
    seen,
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      await Promise.all([close(server), down ? undefined : close(upstream)]);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
