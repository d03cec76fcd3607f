import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NOT_STORED, PRIVATE_READS, PUBLIC_READ } from '../src/plugins/external/caching';
import { routesInTree } from './api-routes';
import { antiForgery, BACKENDS, useApp } from './helper';

// Public reads are cacheable (a minute, then stale while asked again) and revalidate
// with an ETag to a 304; forms, tokens, previews and anything else are never stored.

for (const backend of BACKENDS) {
  describe(`caching (${backend})`, () => {
    const context = useApp(backend);

    it('lets a public read be kept and asked again with its ETag, answering 304 while unchanged', async () => {
      for (const url of [
        '/api/drupal/api/menu_items/main',
        '/api/drupal/dementie/wat-is-dementie',
        '/api/v1/es/search?zoekterm=dementie&pijler=alle',
        '/api/drupal/api/taxonomies/activity_type',
      ]) {
        const first = await context.app.inject({ url, headers: { 'accept-encoding': 'br' } });
        assert.equal(first.statusCode, 200, url);
        assert.equal(first.headers['cache-control'], PUBLIC_READ, url);
        const etag = first.headers.etag;
        assert.match(String(etag), /^W\/".+"$/, url);
        // The same tag whatever the encoding: a 304 holds for every copy a cache has.
        const plain = await context.app.inject({ url });
        assert.equal(plain.headers.etag, etag, url);

        const again = await context.app.inject({ url, headers: { 'if-none-match': String(etag) } });
        assert.equal(again.statusCode, 304, url);
        assert.equal(again.body, '', url);
        assert.equal(again.headers['cache-control'], PUBLIC_READ, url);
        const changed = await context.app.inject({ url, headers: { 'if-none-match': 'W/"iets-anders"' } });
        assert.equal(changed.statusCode, 200, url);
      }
    });

    it('never stores a missing page, the anti-forgery token, a redirect lookup, a preview or a write', async () => {
      const missing = await context.app.inject('/api/drupal/bestaat-niet');
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.headers['cache-control'], NOT_STORED);
      const token = await context.app.inject('/api/v1/anti-forgery');
      assert.equal(token.headers['cache-control'], NOT_STORED);
      const redirect = await context.app.inject({
        url: '/api/v1/redirect/from?path=/over-dementie',
        headers: antiForgery(),
      });
      assert.equal(redirect.statusCode, 200);
      assert.equal(redirect.headers['cache-control'], NOT_STORED);
      for (const path of ['/over-dementie', '/dementie']) {
        const lookup = await context.app.inject({
          url: `/api/v1/redirect/lookup?path=${path}`,
          headers: antiForgery(),
        });
        assert.equal(lookup.statusCode, 200, path);
        assert.equal(lookup.headers['cache-control'], NOT_STORED, path);
      }
      const preview = await context.app.inject('/api/drupal/api/preview/node/1/1');
      assert.equal(preview.headers['cache-control'], NOT_STORED);
      const health = await context.app.inject('/health');
      assert.equal(health.headers['cache-control'], NOT_STORED);
      const write = await context.app.inject({
        method: 'POST',
        url: '/api/v1/forms/region/newsletter/send',
        headers: antiForgery(),
        payload: {},
      });
      assert.ok(write.statusCode >= 400);
      assert.equal(write.headers['cache-control'], NOT_STORED);
    });

    it('decides for every GET route: the private ones are named, every other one is a public read', async () => {
      const routes = routesInTree(context.app.printRoutes()).filter((route) => route.method === 'GET');
      const privateRoutes = routes.filter((route) => PRIVATE_READS.some((pattern) => pattern.test(route.url)));
      assert.deepEqual(privateRoutes.map((route) => route.url).sort(), [
        '/api/drupal/api/preview/:entityType/:entityId/:revisionId',
        '/api/v1/altcha/challenge',
        '/api/v1/anti-forgery',
        '/api/v1/redirect/from',
        '/api/v1/redirect/lookup',
        '/health',
      ]);
      // A new personal read must be added to PRIVATE_READS; this list makes that a decision.
      assert.ok(routes.length > 30);
    });
  });
}
