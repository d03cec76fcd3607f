import { decideBlobRequest } from './blob-rules';
import { ask } from './testing/ask';
import { site } from './testing/proxied-site';

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

describe('what the blob path serves', () => {
  let s: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => (s = await site()));
  afterAll(() => s.stop());

  it.each(['foto.jpg', 'foto.png', 'foto.gif', 'foto.webp'])('serves the picture %s inline', async (name) => {
    const answer = await ask(s.port, `/blobstorage/pictures/${name}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\//);
    expect(answer.headers['content-disposition']).toBeUndefined();
  });

  it('serves an SVG only as a download when opened (an <img> still shows it)', async () => {
    const answer = await ask(s.port, '/blobstorage/content/kaart.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment');
  });

  it.each(['script.js', 'pagina.html', 'cv.pdf', 'zonder-type'])(
    'serves %s, stored with a type that is not a picture, not at all',
    async (name) => {
      for (const method of ['GET', 'HEAD']) {
        const answer = await ask(s.port, `/blobstorage/pictures/${name}`, method);
        expect(answer.status).toBe(404);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.body).not.toContain('alert');
      }
    },
  );

  it.each(['prefix=%01', 'marker=a%0Ab', 'prefix=%7F', 'maxresults=0', 'maxresults=abc'])(
    'answers a listing with %s with 400, never asking blob storage',
    async (query) => {
      s.seen.length = 0;
      const answer = await ask(s.port, `/blobstorage/pictures?restype=container&comp=list&${query}`);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 400 });
      expect(s.seen).toEqual([]);
    },
  );
});

describe('decideBlobRequest', () => {
  it('re-encodes the blob name it passes on', () => {
    expect(decideBlobRequest('GET', '/pictures/handen%20vasthouden.svg')).toEqual({
      upstreamPath: '/pictures/handen%20vasthouden.svg',
      list: false,
    });
    expect(decideBlobRequest('HEAD', '/pictures-dem/map/a.svg')).toEqual({
      upstreamPath: '/pictures-dem/map/a.svg',
      list: false,
    });
    expect(decideBlobRequest('GET', '/content/%E0%A4%A')).toEqual({ refuse: 404 });
  });
});
