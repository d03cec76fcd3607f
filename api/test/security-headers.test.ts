import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { PERMISSIONS_POLICY } from '@alz/shared/security/permissions-policy';
import { antiForgery, BACKENDS, useApp } from './helper';

// Every answer of the api carries the strict security headers, whatever its status or method:
// it serves JSON only, so nothing in it may be framed, sniffed as another type or run.
const EXPECTED: Record<string, string> = {
  // helmet's defaults with nothing allowed by default and no framing at all.
  'content-security-policy':
    "default-src 'none';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
};

function assertSecurityHeaders(response: LightMyRequestResponse, what: string) {
  for (const [name, value] of Object.entries(EXPECTED)) {
    assert.equal(response.headers[name], value, `${what}: ${name}`);
  }
  // helmet removes the header that names the server's framework.
  assert.equal(response.headers['x-powered-by'], undefined, `${what}: x-powered-by`);
}

for (const backend of BACKENDS) {
  describe(`security headers (${backend})`, () => {
    const context = useApp(backend);

    it('are on a page, a listing and a search, the same for every request', async () => {
      for (const url of [
        '/api/drupal/dementie/wat-is-dementie',
        '/api/drupal/api/menu_items/main',
        '/api/v1/es/search?query=dementie&contentType=alle',
      ]) {
        for (let round = 0; round < 2; round += 1) {
          const response = await context.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
          assert.equal(response.statusCode, 200, url);
          assertSecurityHeaders(response, `${url} (${round + 1})`);
        }
      }
    });

    it('are on a 304, a 404, a refused write and a write with bad input', async () => {
      const page = await context.app.inject('/api/drupal/dementie/wat-is-dementie');
      const unchanged = await context.app.inject({
        url: '/api/drupal/dementie/wat-is-dementie',
        headers: { 'if-none-match': String(page.headers.etag) },
      });
      assert.equal(unchanged.statusCode, 304);
      assertSecurityHeaders(unchanged, 'a 304');

      const missing = await context.app.inject('/api/drupal/bestaat-niet');
      assert.equal(missing.statusCode, 404);
      assertSecurityHeaders(missing, 'a 404');

      const refused = await context.app.inject({
        method: 'POST',
        url: '/api/v1/forms/newsletter/send',
        payload: { email: 'anna@voorbeeld.nl' },
      });
      assert.equal(refused.statusCode, 403);
      assertSecurityHeaders(refused, 'a write without its token');

      const bad = await context.app.inject({
        method: 'POST',
        url: '/api/v1/forms/newsletter/send',
        headers: antiForgery(),
        payload: { email: 'geen e-mailadres' },
      });
      assert.equal(bad.statusCode, 400);
      assertSecurityHeaders(bad, 'a write with bad input');
    });
  });
}
