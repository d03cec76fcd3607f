// The deployment's nginx templates (docker/nginx) follow the same rules as the local servers:
// the header values are compared with security-headers.ts, and where nginx is installed the
// templates are run against a fake api and blob store (otherwise those tests are skipped).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { FORM_BODY_LIMIT, JSON_BODY_LIMIT, PICTURE_BODY_LIMIT } from '@alz/shared/http/body-limits';
import { readSecurity, readTopology, remoteOrigins } from './config';
import { blobHeaders, pageHeaders, resourceHeaders, type Headers } from './security-headers';
import { ask } from './testing/ask';
import { hasNginx, startNginx, writeHeaders as writeHeadersIn } from './testing/nginx';

// Each call writes into a new temp folder; they are removed at the end (CI machines keep /tmp).
const written: string[] = [];
function writeHeaders(env: Record<string, string>) {
  const result = writeHeadersIn(env);
  written.push(result.dir);
  return result;
}
afterAll(() => {
  for (const dir of written) fs.rmSync(dir, { recursive: true, force: true });
});

/** The `add_header Name "value" always;` lines of one written file. */
function addedHeaders(file: string): Headers {
  const headers: Headers = {};
  for (const match of fs.readFileSync(file, 'utf8').matchAll(/^add_header (\S+) "(.*)" always;$/gm)) {
    headers[match[1]!] = match[2]!;
  }
  return headers;
}

const remoteEnv = {
  REMOTE_CONTENT_URL: 'https://content.example.org/v3/mf-manifest.json',
  REMOTE_REGIONS_URL: 'https://cdn.example.org/regions/mf-manifest.json',
  REMOTE_VACANCIES_URL: 'https://cdn.example.org/vacancies/mf-manifest.json',
  REMOTE_MEMORYTEST_URL: 'http://localhost:3004/mf-manifest.json',
  REMOTE_SEARCH_URL: 'http://localhost:3005/mf-manifest.json',
  REMOTE_PICKER_URL: 'http://localhost:3006/mf-manifest.json',
};

describe('write-security-headers.sh', () => {
  it("writes the shell's page headers exactly as the local server builds them", () => {
    const env = { APP: 'shell', ...remoteEnv, EMBED_ORIGINS: 'https://podcast.example.org' };
    const { dir, status } = writeHeaders(env);
    expect(status).toBe(0);
    const security = readSecurity(env);
    expect(addedHeaders(path.join(dir, 'page.conf'))).toEqual(
      pageHeaders({
        remoteOrigins: remoteOrigins(readTopology(env)),
        embedOrigins: security.embedOrigins,
        frameAncestors: [],
        devBuild: false,
      }),
    );
    expect(addedHeaders(path.join(dir, 'resource.conf'))).toEqual(resourceHeaders);
    expect(addedHeaders(path.join(dir, 'blob.conf'))).toEqual(blobHeaders);
  });

  it("lets FRAME_ANCESTORS frame the picker's page, the picker's only; its scripts call nothing but their own origin", () => {
    const env = { FRAME_ANCESTORS: 'https://cms.example.org', BLOB_URL: 'https://beeld.blob.example.net/x' };
    const picker = addedHeaders(path.join(writeHeaders({ APP: 'mf-picker', ...env }).dir, 'page.conf'));
    expect(picker).toEqual(
      pageHeaders({
        remoteOrigins: [],
        embedOrigins: [],
        frameAncestors: ['https://cms.example.org'],
        devBuild: false,
      }),
    );
    // It writes pictures through the api, on its own origin: blob storage is no origin of its page.
    expect(picker['Content-Security-Policy']).not.toContain('blob.example.net');
    const search = addedHeaders(path.join(writeHeaders({ APP: 'mf-search', ...env }).dir, 'page.conf'));
    expect(search['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('stops the container start on a value that is not an origin or an address', () => {
    const bad: Record<string, string>[] = [
      { SHELL_ORIGINS: 'https://x.example.org/"; evil' },
      { EMBED_ORIGINS: 'http://plain.example.org' },
      { FRONT_PROXIES: '10.0.0.1; deny all' },
    ];
    for (const env of bad) {
      const { status, stderr } = writeHeaders(env);
      expect(status).toBe(1);
      expect(stderr).toMatch(/must list/);
    }
  });
});

(hasNginx ? describe : describe.skip)('the nginx templates, run', () => {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  const upstream = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'Content-Type': 'application/json', 'Referrer-Policy': 'no-referrer' });
    res.end('{}');
  });
  let shell: Awaited<ReturnType<typeof startNginx>>;
  let remote: Awaited<ReturnType<typeof startNginx>>;
  let fronted: Awaited<ReturnType<typeof startNginx>>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as AddressInfo).port;
    shell = await startNginx({ APP: 'shell', ...remoteEnv }, upstreamPort);
    remote = await startNginx({ APP: 'mf-content', SHELL_ORIGINS: 'https://www.example.org' }, upstreamPort);
    fronted = await startNginx({ APP: 'shell', FRONT_PROXIES: '127.0.0.0/8' }, upstreamPort);
  }, 20_000);
  afterAll(async () => {
    await Promise.all([shell?.stop(), remote?.stop(), fronted?.stop()]);
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });
  beforeEach(() => (seen.length = 0));

  it('refuses writes to the blob path with 405, and private containers and listings with 404', async () => {
    for (const method of ['PUT', 'DELETE', 'POST']) {
      expect((await ask(shell.port, '/blobstorage/pictures/a.svg', method)).status).toBe(405);
    }
    for (const url of [
      '/blobstorage/applications/cv.pdf',
      '/blobstorage/?comp=list',
      '/blobstorage/applications?restype=container&comp=list',
      '/blobstorage/content?restype=container&comp=list',
      '/blobstorage/pictures/%2e%2e/applications/cv.pdf',
      '/blobstorage/$root/a.svg',
    ]) {
      const answer = await ask(shell.port, url);
      expect([url, answer.status]).toEqual([url, 404]);
      expect(answer.headers['content-security-policy']).toContain('sandbox');
    }
    expect(seen).toEqual([]);
  });

  it('reads a blob without Authorization, SAS, x-ms-* headers or the visitor X-Forwarded-For', async () => {
    const answer = await ask(shell.port, '/blobstorage/pictures/a.svg?sv=1&sig=abc&sp=rwdl', 'GET', {
      Authorization: 'SharedKey devstoreaccount1:x',
      'x-ms-version': '2025-01-05',
      'X-Forwarded-For': '6.6.6.6',
    });
    expect(answer.headers['content-security-policy']).toBe(blobHeaders['Content-Security-Policy']);
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(seen.map((r) => r.url)).toEqual(['/devstoreaccount1/pictures/a.svg']);
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['x-ms-version']).toBeUndefined();
    expect(seen[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    await ask(shell.port, '/blobstorage/pictures?restype=container&comp=list');
    expect(seen[1]?.url).toBe('/devstoreaccount1/pictures?restype=container&comp=list');
  });

  it("sets the api's X-Forwarded-For itself and fills in the security headers the api left out", async () => {
    const answer = await ask(shell.port, '/api/v1/ping', 'GET', { 'X-Forwarded-For': '6.6.6.6', Host: 'site.test' });
    expect(seen[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen[0]?.headers['x-forwarded-proto']).toBe('http');
    expect(seen[0]?.headers['x-forwarded-host']).toBe('site.test');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses an api body over its limit with 413 in JSON, and passes a 2 MB + 1 form on to the api', async () => {
    const big = await ask(shell.port, '/api/v1/forms/newsletter/send', 'POST', {}, Buffer.alloc(JSON_BODY_LIMIT + 1));
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text)).toMatchObject({ statusCode: 413, message: expect.stringMatching(/te groot/) });
    expect(big.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const form = await ask(shell.port, '/api/v1/forms/vacancy/apply/send', 'POST', {}, Buffer.alloc(2_097_153 + 4096));
    expect(form.status).toBe(200);
    const huge = await ask(
      shell.port,
      '/api/v1/forms/vacancy/apply/send',
      'POST',
      {},
      Buffer.alloc(FORM_BODY_LIMIT + 1),
    );
    expect(huge.status).toBe(413);
    // A picture from the picker may be larger than a form, up to its own limit.
    const picture = await ask(
      shell.port,
      '/api/v1/picker/pictures/pictures/foto.jpg',
      'PUT',
      {},
      Buffer.alloc(FORM_BODY_LIMIT + 1),
    );
    expect(picture.status).toBe(200);
    const tooLarge = await ask(
      shell.port,
      '/api/v1/picker/pictures/pictures/foto.jpg',
      'PUT',
      {},
      Buffer.alloc(PICTURE_BODY_LIMIT + 1),
    );
    expect(tooLarge.status).toBe(413);
    expect(seen.map((request) => request.url)).toEqual([
      '/api/v1/forms/vacancy/apply/send',
      '/api/v1/picker/pictures/pictures/foto.jpg',
    ]);
  });

  it('answers client routes with the page and unknown files with 404 "Niet gevonden", as the local servers', async () => {
    for (const [server, routes] of [
      [shell, ['/', '/regios/utrecht', '/regios/utrecht/']],
      [remote, ['/', '/kiezen']],
    ] as const) {
      for (const route of routes) {
        const answer = await ask(server.port, route);
        expect([route, answer.status, answer.headers['content-type']]).toEqual([route, 200, 'text/html']);
        expect(answer.text).toContain('<title>Alzheimer Nederland</title>');
      }
      for (const missing of ['/robots.txt', '/missing.js', '/regios/oud.0a1b2c3d.css', '/mf-stats.json']) {
        const answer = await ask(server.port, missing);
        expect([missing, answer.status, answer.text]).toEqual([missing, 404, 'Niet gevonden']);
        expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('serves the page with its CSP and the anti-forgery cookie, Secure only over https', async () => {
    const page = await ask(shell.port, '/regios/utrecht');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://content.example.org");
    expect(page.headers['set-cookie']?.[0]).toMatch(/HttpOnly$/);
    // A visitor's own X-Forwarded-Proto counts for nothing without FRONT_PROXIES.
    const claimed = await ask(shell.port, '/', 'GET', { 'X-Forwarded-Proto': 'https' });
    expect(claimed.headers['set-cookie']?.[0]).toMatch(/HttpOnly$/);
  });

  it('behind a trusted front proxy, believes the address it added and its protocol', async () => {
    const forwarded = { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9', 'X-Forwarded-Proto': 'https' };
    await ask(fronted.port, '/api/v1/ping', 'GET', forwarded);
    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen[0]?.headers['x-forwarded-proto']).toBe('https');
    const page = await ask(fronted.port, '/', 'GET', forwarded);
    expect(page.headers['set-cookie']?.[0]).toMatch(/HttpOnly; Secure$/);
  });

  it("lets only the remote's shell origins read it, and answers a preflight with 204", async () => {
    const allowed = await ask(remote.port, '/remoteEntry.js', 'GET', { Origin: 'https://www.example.org' });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.example.org');
    const other = await ask(remote.port, '/remoteEntry.js', 'GET', { Origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ask(remote.port, '/mf-manifest.json', 'OPTIONS', {
      Origin: 'https://www.example.org',
      'Access-Control-Request-Method': 'GET',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://www.example.org');
    expect((await ask(remote.port, '/')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
