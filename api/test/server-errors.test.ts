import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';

// Stand-in databases: these tests are about the app's answers, not about SQL.
function fakeDb(query: Db['query']): Db {
  return {
    kind: 'pglite',
    query,
    exec: async () => undefined,
    transaction: (fn) => fn({ query, exec: async () => undefined }),
    close: async () => undefined,
  };
}

describe('server errors', () => {
  it('logs the details of a 500 and tells the client only that something went wrong', async () => {
    const broken = fakeDb(async () => {
      throw new Error('relation "nodes" does not exist');
    });
    const app = await buildApp({ db: broken, siteUrl: 'http://localhost:3000', rateLimitMax: 0 });
    const urls = [
      '/health',
      '/api/drupal/dementie',
      '/api/v1/es/search?query=dementie',
      '/api/drupal/api/breadcrumb?path=/dementie',
      '/api/drupal/api/preview/node/900/2',
      '/api/drupal/api/slideins',
      '/api/drupal/api/asset-injector/css',
    ];
    for (const url of urls) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 500, url);
      assert.deepEqual(response.json(), {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Er ging iets mis.',
      });
    }
    await app.close();
  });

  it('answers 429 JSON once a visitor passes the rate limit', async () => {
    const healthy = fakeDb(async <T>() => ({ rows: [] as T[] }));
    const app = await buildApp({ db: healthy, siteUrl: 'http://localhost:3000', rateLimitMax: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject('/health')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const response = await app.inject('/health');
    assert.equal((response.json() as { statusCode: number }).statusCode, 429);
    assert.equal(typeof (response.json() as { message: unknown }).message, 'string');
    await app.close();
  });
});
