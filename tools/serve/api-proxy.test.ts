import { ask } from './testing/ask';
import { bigJson, site } from './testing/proxied-site';

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
  it('passes the method, the body and the query on as sent, a large multipart upload too', async () => {
    const boundary = 'grens';
    const upload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n`),
      Buffer.alloc(2_500_000, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await ask(
      s.port,
      '/api/v1/applications?regio=utrecht&zoekterm=a+b%20c&x',
      'POST',
      { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      upload,
    );
    expect(answer.status).toBe(200);
    const [request] = s.seen;
    expect(request?.url).toBe('/api/v1/applications?regio=utrecht&zoekterm=a+b%20c&x');
    expect(request?.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
    expect(request?.body.equals(upload)).toBe(true);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      await ask(s.port, '/api/v1/ping', method, { 'Content-Type': 'application/json' }, '{"a":1}');
    }
    expect(s.seen.slice(1).map((r) => [r.method, r.body.toString()])).toEqual([
      ['PUT', '{"a":1}'],
      ['PATCH', '{"a":1}'],
      ['DELETE', '{"a":1}'],
    ]);
  });

  it("compresses the api's answer when the api did not, and passes the api's own compression as it is", async () => {
    for (const [encoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const answer = await ask(s.port, '/api/v1/big', 'GET', { 'Accept-Encoding': encoding });
      expect([answer.headers['content-encoding'], answer.text]).toEqual([expected, bigJson]);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(s.seen[0]?.headers['accept-encoding']).toBe('br, gzip');
    const own = await ask(s.port, '/api/v1/gzipped', 'GET', { 'Accept-Encoding': 'br, gzip' });
    expect([own.headers['content-encoding'], own.text]).toEqual(['gzip', bigJson]);
    expect(own.headers.vary).toBe('accept-encoding');
    const plain = await ask(s.port, '/api/v1/big');
    expect([plain.headers['content-encoding'], plain.text]).toEqual([undefined, bigJson]);
  });

  it("passes the api's 503 on as it is, asked once", async () => {
    const answer = await ask(s.port, '/api/v1/busy');
    expect([answer.status, answer.headers['retry-after'], answer.text]).toEqual([503, '1', '{"statusCode":503}']);
    expect(s.seen).toHaveLength(1);
  });

  it("passes the api's 304 on without a body or an encoding", async () => {
    const answer = await ask(s.port, '/api/v1/ping', 'GET', { 'Accept-Encoding': 'br', 'If-None-Match': '"v1"' });
    expect([answer.status, answer.body, answer.headers['content-encoding']]).toEqual([304, '', undefined]);
  });
});

describe('with the api and blob storage down', () => {
  let s: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => (s = await site([], { down: true })));
  afterAll(() => s.stop());

  it.each(['/api/v1/ping', '/blobstorage/pictures/foto.svg'])('answers %s with 502 in JSON', async (url) => {
    const answer = await ask(s.port, url, 'GET', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
    expect(answer.headers['content-security-policy']).toBeDefined();
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
