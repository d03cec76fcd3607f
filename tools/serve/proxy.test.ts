import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStaticServer } from './static-server';
import { decideBlobRequest } from './blob-rules';
import { ask } from './testing/ask';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
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

/** Serves `root` with the site's proxies pointing at a fake api and a fake blob store that record every request. */
async function site(frontProxies: string[] = []) {
  const seen: Seen[] = [];
  const upstream = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.writeHead(200, {
      'Content-Type': req.url?.endsWith('.svg') ? 'image/svg+xml' : 'application/json',
      'x-ms-meta-owner': 'editor@example.org',
      'x-ms-request-id': '42',
    });
    res.end(
      req.url?.endsWith('.svg') ? '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' : '{}',
    );
  });
  const upstreamPort = await listen(upstream);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-proxy-'));
  const server = await startStaticServer({
    root,
    port: 0,
    spa: true,
    pageHeaders: {},
    frontProxies,
    proxies: [
      { prefix: '/api/', target: `http://127.0.0.1:${upstreamPort}`, kind: 'api' },
      {
        prefix: '/blobstorage/',
        target: `http://127.0.0.1:${upstreamPort}/devstoreaccount1`,
        strip: '/blobstorage',
        kind: 'blob',
      },
    ],
  });
  return {
    seen,
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      await Promise.all([close(server), close(upstream)]);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

describe('the public blob path', () => {
  let s: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => (s = await site()));
  afterAll(() => s.stop());
  beforeEach(() => (s.seen.length = 0));

  it.each(['PUT', 'DELETE', 'POST', 'PATCH', 'OPTIONS'])(
    'refuses %s with 405 and never asks blob storage',
    async (m) => {
      const answer = await ask(s.port, '/blobstorage/pictures/foto.svg', m, {
        Authorization: 'SharedKey devstoreaccount1:x',
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 405 });
      expect(s.seen).toEqual([]);
    },
  );

  it('passes a read on without Authorization, SAS, x-ms-* headers, cookies or the visitor X-Forwarded-For', async () => {
    const answer = await ask(
      s.port,
      '/blobstorage/pictures/foto.svg?sv=2024-01-01&sp=rwdl&se=2099-01-01&sr=c&sig=abc&comp=metadata',
      'GET',
      {
        Authorization: 'SharedKey devstoreaccount1:x',
        'x-ms-version': '2025-01-05',
        'x-ms-blob-type': 'BlockBlob',
        Cookie: '__RequestVerificationToken=t',
        'X-Forwarded-For': '6.6.6.6',
        Range: 'bytes=0-10',
      },
    );
    expect(answer.status).toBe(200);
    expect(s.seen).toHaveLength(1);
    const [request] = s.seen;
    expect(request?.url).toBe('/devstoreaccount1/pictures/foto.svg');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers.cookie).toBeUndefined();
    expect(Object.keys(request?.headers ?? {}).filter((name) => name.startsWith('x-ms-'))).toEqual([]);
    expect(request?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(request?.headers.range).toBe('bytes=0-10');
  });

  it('answers blobs with a sandboxing CSP, nosniff and same-origin CORP, without blob storage x-ms-* headers', async () => {
    const answer = await ask(s.port, '/blobstorage/content/kaart.svg');
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['strict-transport-security']).toBeDefined();
    expect(answer.headers['x-ms-meta-owner']).toBeUndefined();
  });

  it.each([
    ['a private container', '/blobstorage/applications/cv.pdf'],
    ['a private container listing', '/blobstorage/applications?restype=container&comp=list'],
    ['the account listing', '/blobstorage/?comp=list'],
    ['the account listing without slash', '/blobstorage/devstoreaccount1?comp=list'],
    ['the root container', '/blobstorage/$root/x.svg'],
    ['the content container listing', '/blobstorage/content?restype=container&comp=list'],
    ['a listing with extra details', '/blobstorage/pictures?restype=container&comp=list&include=metadata'],
    ['a container property call', '/blobstorage/pictures?restype=container'],
    ['a step out of a public container', '/blobstorage/pictures/%2e%2e/applications/cv.pdf'],
    ['an encoded slash', '/blobstorage/content%2F..%2Fapplications/cv.pdf'],
    ['a doubled slash', '/blobstorage/pictures//x.svg'],
  ])('answers %s with 404 and never asks blob storage', async (_, url) => {
    const answer = await ask(s.port, url);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-security-policy']).toContain('sandbox');
    expect(s.seen).toEqual([]);
  });

  it("lets the picker list the pictures container, with nothing but the listing's own parameters", async () => {
    const answer = await ask(s.port, '/blobstorage/pictures?restype=container&comp=list&sig=abc&maxresults=15');
    expect(answer.status).toBe(404);
    const listing = await ask(s.port, '/blobstorage/pictures?restype=container&comp=list&maxresults=15');
    expect(listing.status).toBe(200);
    expect(s.seen.map((r) => r.url)).toEqual(['/devstoreaccount1/pictures?restype=container&comp=list&maxresults=15']);
  });
});

describe('the api path', () => {
  let s: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => (s = await site()));
  afterAll(() => s.stop());
  beforeEach(() => (s.seen.length = 0));

  it('sets X-Forwarded-For to the connecting address, whatever the visitor claims', async () => {
    await ask(s.port, '/api/v1/ping', 'POST', {
      'X-Forwarded-For': '6.6.6.6, 7.7.7.7',
      'X-Real-IP': '6.6.6.6',
      Forwarded: 'for=6.6.6.6',
      'X-Forwarded-Proto': 'https',
      Host: 'www.example.org',
      Cookie: 'a=b',
    });
    const [request] = s.seen;
    expect(request?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(request?.headers['x-forwarded-proto']).toBe('http');
    expect(request?.headers['x-forwarded-host']).toBe('www.example.org');
    expect(request?.headers['x-real-ip']).toBeUndefined();
    expect(request?.headers.forwarded).toBeUndefined();
    expect(request?.headers.cookie).toBe('a=b');
    expect(request?.method).toBe('POST');
  });

  it('adds the security headers the api left out, and no CORS header', async () => {
    const answer = await ask(s.port, '/api/v1/ping', 'GET', { Origin: 'https://evil.example' });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect(answer.headers['x-ms-request-id']).toBe('42');
  });
});

describe('behind a trusted front proxy', () => {
  let s: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => (s = await site(['127.0.0.0/8'])));
  afterAll(() => s.stop());

  it('believes only the address the front proxy added, and its protocol', async () => {
    await ask(s.port, '/api/v1/ping', 'GET', {
      'X-Forwarded-For': '6.6.6.6, 203.0.113.9',
      'X-Forwarded-Proto': 'https',
    });
    expect(s.seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(s.seen[0]?.headers['x-forwarded-proto']).toBe('https');
  });
});

describe('decideBlobRequest', () => {
  it('re-encodes the blob name it passes on', () => {
    expect(decideBlobRequest('GET', '/pictures/handen%20vasthouden.svg')).toEqual({
      upstreamPath: '/pictures/handen%20vasthouden.svg',
    });
    expect(decideBlobRequest('HEAD', '/pictures-dem/map/a.svg')).toEqual({ upstreamPath: '/pictures-dem/map/a.svg' });
    expect(decideBlobRequest('GET', '/content/%E0%A4%A')).toEqual({ refuse: 404 });
  });
});
