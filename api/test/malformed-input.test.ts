import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { toAlias } from '../src/lib/alias';
import { antiForgery, BACKENDS, useApp } from './helper';

const long = (length: number) => 'a'.repeat(length);

const REQUESTS: (InjectOptions & { url: string })[] = [
  { url: '/api/drupal/%E0%A4%A' },
  { url: '/api/drupal/%ED%A0%80' },
  { url: '/api/drupal/dementie%2F..%2Fprivacy' },
  { url: `/api/drupal/${long(600)}` },
  { url: '/api/drupal/dementie%00' },
  { url: '/api/drupal/regels%0Aextra' },
  { url: '/api/drupal/api/menu_items/bestaat-niet' },
  { url: '/api/drupal/api/menu_items/MAIN%00' },
  { url: `/api/drupal/api/menu_items/${long(300)}` },
  { url: '/api/v1/es/search?query=dementie&contentType=bogus' },
  // Site search answers any term (test/search.test.ts) but one longer than any search box.
  { url: `/api/v1/es/search?query=${long(2001)}` },
  { url: `/api/v1/es/suggest?query=${long(2001)}` },
  { url: '/api/v1/es/search?query=a&query=b' },
  { url: '/api/v1/es/search?query=dementie&contentType=regio&contentType=nieuws' },
  { url: '/api/v1/es/news/search?query=%00' },
  { url: '/api/v1/es/news/search?query=%E0%A4%A' },
  { url: '/api/v1/es/bestaat-niet' },
  { url: '/api/drupal/api/homepage', method: 'POST', payload: { a: 1 } },
  { url: '/health', method: 'POST', payload: '{"kapot', headers: { 'content-type': 'application/json' } },
  { url: '/api/v1/es/search', method: 'DELETE' },
  { url: '/api/drupal/dementie', method: 'PUT', payload: 'x', headers: { 'content-type': 'text/plain' } },
  { url: '/bestaat-niet' },
  { url: '/api/drupal/api/breadcrumb' },
  { url: '/api/drupal/api/breadcrumb?path=dementie' },
  { url: '/api/drupal/api/breadcrumb?path=/dementie%00' },
  { url: `/api/drupal/api/breadcrumb?path=/${long(600)}` },
  { url: '/api/drupal/api/breadcrumb?path=/a&path=/b' },
  { url: '/api/drupal/api/breadcrumb?path=%E0%A4%A' },
  { url: '/api/drupal/api/preview/media/1/1' },
  { url: '/api/drupal/api/preview/node/0/1' },
  { url: '/api/drupal/api/preview/node/1/99999999999999999999' },
  { url: '/api/drupal/api/preview/node/%00/1' },
  { url: '/api/drupal/api/preview/node/900/404' },
  { url: '/api/drupal/api/slideins', method: 'POST', payload: { a: 1 } },
  { url: '/api/drupal/api/asset-injector/css', method: 'DELETE' },
  { url: '/api/v1/redirect/from?path=/over-dementie' },
  {
    url: '/api/v1/redirect/from?path=/over-dementie',
    headers: { requestverificationtoken: 'a', cookie: '__RequestVerificationToken=b' },
  },
  {
    url: '/api/v1/redirect/from?path=/a%00',
    headers: { requestverificationtoken: 'a', cookie: '__RequestVerificationToken=a' },
  },
  { url: '/api/v1/redirect/from', headers: { requestverificationtoken: 'a', cookie: '__RequestVerificationToken=a' } },
  { url: '/api/v1/redirect/lookup?path=/over-dementie' },
  {
    url: '/api/v1/redirect/lookup?path=/over-dementie',
    headers: { requestverificationtoken: 'a', cookie: '__RequestVerificationToken=b' },
  },
  {
    url: '/api/v1/redirect/lookup?path=/a%00',
    headers: { requestverificationtoken: 'a', cookie: '__RequestVerificationToken=a' },
  },
  {
    url: '/api/v1/redirect/lookup',
    headers: { requestverificationtoken: 'a', cookie: '__RequestVerificationToken=a' },
  },
  {
    url: '/api/v1/error-reports',
    method: 'POST',
    payload: 'kapot',
    headers: { ...antiForgery(), 'content-type': 'text/plain' },
  },
  { url: '/api/v1/error-reports', method: 'POST', payload: { dsn: 'x' }, headers: antiForgery() },
  {
    url: '/api/v1/error-reports',
    method: 'POST',
    payload: '{"dsn":"https://k@h/1"}',
    headers: { ...antiForgery(), 'content-type': 'application/x-sentry-envelope', 'content-encoding': 'gzip' },
  },
  {
    url: '/api/v1/error-reports',
    method: 'POST',
    payload: 'x'.repeat(300_000),
    headers: { ...antiForgery(), 'content-type': 'text/plain' },
  },
];

describe('toAlias', () => {
  it('normalises a requested path to an alias', () => {
    assert.equal(toAlias(''), '/');
    assert.equal(toAlias('dementie/'), '/dementie');
    assert.equal(toAlias('dementie//'), '/dementie');
  });

  it('rejects dot segments, control characters and long paths with 400', () => {
    for (const path of ['a/../b', '..', 'a/./b', 'a\u0000', 'a\u007f', long(513)]) {
      assert.throws(() => toAlias(path), { statusCode: 400 }, JSON.stringify(path.slice(0, 20)));
    }
  });
});

for (const backend of BACKENDS) {
  describe(`malformed input (${backend})`, () => {
    const context = useApp(backend);

    for (const request of REQUESTS) {
      const label = `${request.method ?? 'GET'} ${request.url.slice(0, 70)}`;
      it(`answers 4xx JSON to ${label}`, async () => {
        const response = await context.app.inject(request);
        assert.ok(response.statusCode >= 400 && response.statusCode < 500, `status ${response.statusCode}`);
        assert.match(String(response.headers['content-type']), /^application\/json/);
        const body = response.json() as { statusCode: number; message: unknown };
        assert.equal(body.statusCode, response.statusCode);
        assert.equal(typeof body.message, 'string');
      });
    }

    // inject() normalises dot segments away like a browser; a raw request keeps them.
    it('answers 400 JSON to raw dot segments over HTTP', async () => {
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = context.app.server.address() as AddressInfo;
      for (const path of ['/api/drupal/dementie/../privacy', '/api/drupal/dementie/%2e%2e/privacy']) {
        const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          httpRequest({ host: '127.0.0.1', port, path }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          })
            .on('error', reject)
            .end();
        });
        assert.equal(status, 400, path);
        assert.equal(typeof (JSON.parse(body) as { message: unknown }).message, 'string');
      }
    });

    it('still serves content after all of that', async () => {
      const response = await context.app.inject('/api/drupal/dementie');
      assert.equal(response.statusCode, 200);
    });
  });
}
