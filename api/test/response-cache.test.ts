import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { PUBLIC_READ, NOT_STORED } from '../src/plugins/external/caching';
import { seedDatabase } from '../src/seed/seed';
import { antiForgery, BACKENDS, createTestDb } from './helper';

// The api keeps the answers of its public reads for a few seconds (response-cache.ts)
// and serves them again as they were, headers and all, without asking the database; personal
// reads, errors and writes are never kept.

const PAGE = '/api/drupal/dementie/wat-is-dementie';
const SECONDS = 1;
const titleOf = (response: { json: <T>() => T }) => {
  const { title } = response.json<{ title?: unknown }>();
  return Array.isArray(title)
    ? String((title[0] as { value?: unknown } | undefined)?.value ?? '')
    : String(title ?? '');
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const backend of BACKENDS) {
  describe(`response cache (${backend})`, () => {
    let app: FastifyInstance;
    let db: Db;
    let dispose: () => Promise<void>;

    before(async () => {
      const testDb = await createTestDb(backend);
      db = testDb.db;
      dispose = testDb.dispose;
      await migrate(db);
      await seedDatabase(db);
      app = await buildApp({ db, siteUrl: 'http://localhost:3000', rateLimitMax: 0, responseCacheSeconds: SECONDS });
    });
    after(async () => {
      await app.close();
      await dispose();
    });

    const retitle = (alias: string, title: string) =>
      db.query(
        `UPDATE nodes SET title = $2, data = CASE WHEN jsonb_typeof(data->'title') = 'array'
           THEN jsonb_set(data, '{title,0,value}', to_jsonb($2::text)) ELSE jsonb_set(data, '{title}', to_jsonb($2::text)) END
         WHERE alias = $1`,
        [alias, title],
      );

    it('serves a public read again as it was for its seconds, with every header, then asks the database anew', async () => {
      const first = await app.inject({ url: PAGE, headers: { 'accept-encoding': 'br' } });
      assert.equal(first.statusCode, 200);
      const title = titleOf(await app.inject(PAGE));
      assert.notEqual(title, '');
      await retitle('/dementie/wat-is-dementie', 'Een nieuwe titel');

      const again = await app.inject({ url: PAGE, headers: { 'accept-encoding': 'br' } });
      assert.equal(again.statusCode, 200);
      for (const header of ['content-type', 'content-encoding', 'cache-control', 'etag', 'x-content-type-options']) {
        assert.equal(again.headers[header], first.headers[header], header);
      }
      assert.equal(again.headers['cache-control'], PUBLIC_READ);
      assert.equal(again.headers['content-encoding'], 'br');
      assert.equal(titleOf(await app.inject(PAGE)), title);
      // A visitor who has it still gets a 304 from the kept answer.
      const revalidated = await app.inject({ url: PAGE, headers: { 'if-none-match': String(first.headers.etag) } });
      assert.equal(revalidated.statusCode, 304);

      await pause(SECONDS * 1000 + 200);
      const fresh = await app.inject(PAGE);
      assert.equal(titleOf(fresh), 'Een nieuwe titel');
      assert.notEqual(fresh.headers.etag, first.headers.etag);
      await retitle('/dementie/wat-is-dementie', title);
    });

    it('keeps each address apart, the query string included', async () => {
      const dementie = await app.inject('/api/v1/es/search?query=dementie&contentType=alle');
      const vakantie = await app.inject('/api/v1/es/search?query=vakantie&contentType=alle');
      assert.equal(dementie.statusCode, 200);
      assert.equal(vakantie.statusCode, 200);
      assert.notEqual(dementie.body, vakantie.body);
      assert.equal((await app.inject('/api/v1/es/search?query=vakantie&contentType=alle')).body, vakantie.body);
    });

    it('never keeps a missing page, a refused query or a personal read', async () => {
      const missing = await app.inject('/api/drupal/nog-niet-gepubliceerd');
      assert.equal(missing.statusCode, 404);
      await db.query(
        `INSERT INTO nodes (nid, type, title, alias, status, created, changed, data)
         SELECT 990001, type, title, '/nog-niet-gepubliceerd', true, now(), now(), data FROM nodes WHERE alias = $1`,
        ['/dementie/wat-is-dementie'],
      );
      await retitle('/nog-niet-gepubliceerd', 'Nu wel gepubliceerd');
      const published = await app.inject('/api/drupal/nog-niet-gepubliceerd');
      assert.equal(published.statusCode, 200);
      assert.equal(titleOf(published), 'Nu wel gepubliceerd');
      await db.query('DELETE FROM nodes WHERE nid = 990001');

      const refused = await app.inject('/api/v1/es/search?query=dementie&contentType=onbekend');
      assert.equal(refused.statusCode, 400);
      assert.equal((await app.inject('/api/v1/es/search?query=dementie&contentType=onbekend')).statusCode, 400);

      // The redirect lookup checks the visitor's token: it is personal and asked anew each time.
      await db.query("INSERT INTO redirects (id, source, target) VALUES (990001, '/oude-plek', '/nieuwe-plek')");
      const lookup = () => app.inject({ url: '/api/v1/redirect/from?path=/oude-plek', headers: antiForgery() });
      const before = await lookup();
      assert.equal(before.statusCode, 200);
      assert.equal(before.headers['cache-control'], NOT_STORED);
      await db.query("UPDATE redirects SET target = '/andere-plek' WHERE id = 990001");
      assert.equal((await lookup()).json<{ To: string }>().To, '/andere-plek');
      await db.query('DELETE FROM redirects WHERE id = 990001');
      // Without the token it is refused, whatever was asked before.
      assert.equal((await app.inject('/api/v1/redirect/from?path=/oude-plek')).statusCode, 403);
      // The shell's lookup, which answers To null when there is none, is never kept either.
      const shellLookup = () => app.inject({ url: '/api/v1/redirect/lookup?path=/oude-plek', headers: antiForgery() });
      assert.equal((await shellLookup()).json<{ To: string | null }>().To, null);
      await db.query("INSERT INTO redirects (id, source, target) VALUES (990001, '/oude-plek', '/nieuwe-plek')");
      const found = await shellLookup();
      assert.equal(found.headers['cache-control'], NOT_STORED);
      assert.equal(found.json<{ To: string | null }>().To, '/nieuwe-plek');
      await db.query('DELETE FROM redirects WHERE id = 990001');
      assert.equal((await app.inject('/api/v1/redirect/lookup?path=/oude-plek')).statusCode, 403);
    });
  });
}
