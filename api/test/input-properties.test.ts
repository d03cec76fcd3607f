import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed';
import { discoverRoutes, type ApiRoute } from './api-routes';
import { FakeFiles, QUICK_OUTBOX, settleFiles } from './applications-support';
import { anyText, pathFor, queryFor } from './input-arbitraries';
import { applicationArbitrary, newsletterArbitrary } from './form-arbitraries';
import { storedApplicationProblems, storedSignupProblems } from './stored-rows';
import { antiForgery, BACKENDS, createTestDb } from './helper';

// No input, however odd, gets a 5xx, hangs, or leaves a bad row behind. Runs are
// sized to keep the whole file near half a minute on a 2-core machine; fast-check prints the
// seed and the smallest failing input when a property fails.
const RUNS_PER_ROUTE = 150;
const FORM_RUNS = 800;
const REQUEST_TIMEOUT_MS = 10_000;

interface NumberSchema {
  type?: string | string[];
  items?: NumberSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
}

async function send(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([app.inject({ ...options, headers: { ...antiForgery(), ...options.headers } }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** No 5xx, and a refusal is the api's JSON error shape. */
function assertAnswered(response: LightMyRequestResponse, label: string) {
  assert.ok(response.statusCode < 500, `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  if (response.statusCode >= 400 && response.body !== '') {
    assert.match(String(response.headers['content-type']), /^application\/json/, label);
    const body = response.json<{ statusCode: unknown; message: unknown }>();
    assert.equal(body.statusCode, response.statusCode, label);
    assert.equal(typeof body.message, 'string', label);
  }
}

for (const backend of BACKENDS) {
  describe(`any input gets an answer below 500 (${backend})`, () => {
    let app: FastifyInstance;
    let db: Db;
    let dispose: () => Promise<void>;
    let routes: ApiRoute[] = [];
    const files = new FakeFiles();

    before(async () => {
      ({ db, dispose } = await createTestDb(backend));
      await migrate(db);
      await seedDatabase(db);
      app = await buildApp({
        db,
        siteUrl: 'http://localhost:3000',
        rateLimitMax: 0,
        applicationFiles: files,
        fileOutbox: QUICK_OUTBOX,
      });
      routes = await discoverRoutes(app);
    });
    after(async () => {
      await app.close();
      await dispose();
    });

    it('finds every route, the forms among them', () => {
      const names = routes.map(({ method, url }) => `${method} ${url}`);
      assert.ok(names.length >= 40, names.join('\n'));
      for (const name of ['GET /api/v1/es/news', 'GET /api/drupal/*', 'POST /api/v1/forms/vacancy/apply/send']) {
        assert.ok(names.includes(name), name);
      }
    });

    it('bounds every number a route reads from its query or path', () => {
      const unbounded: string[] = [];
      for (const { method, url, schema } of routes) {
        for (const part of ['querystring', 'params'] as const) {
          const properties = (schema[part] as { properties?: Record<string, NumberSchema> } | undefined)?.properties;
          for (const [name, property] of Object.entries(properties ?? {})) {
            const {
              type,
              items,
              enum: choices,
              minimum,
              maximum,
            } = property.type === 'array' ? (property.items ?? {}) : property;
            const numeric = [type].flat().some((one) => one === 'integer' || one === 'number');
            const bounded = choices !== undefined || (Number.isFinite(minimum) && Number.isFinite(maximum));
            if (numeric && !bounded && !items) unbounded.push(`${method} ${url} ${part}/${name}`);
          }
        }
      }
      assert.deepEqual(unbounded, []);
    });

    it('every read route, with odd query and path values', async () => {
      for (const route of routes.filter(({ method }) => method === 'GET')) {
        const { querystring, params } = route.schema as { querystring?: object; params?: object };
        const request = fc.tuple(fc.constantFrom('GET', 'HEAD'), pathFor(route.url, params), queryFor(querystring));
        await fc.assert(
          fc.asyncProperty(request, async ([method, path, query]) => {
            const url = query ? `${path}?${query}` : path;
            assertAnswered(await send(app, { method: method as 'GET', url }), `${method} ${url.slice(0, 300)}`);
          }),
          { numRuns: RUNS_PER_ROUTE, includeErrorInReport: true },
        );
      }
    });

    it('the error-report tunnel, with odd bodies and content types', async () => {
      const contentType = fc.constantFrom('text/plain', 'application/x-sentry-envelope', 'application/json', 'a/b');
      const body = fc.oneof(
        anyText,
        anyText.map((text) => `{"dsn":"https://k@o1.example.org/1"}\n${text}`),
      );
      await fc.assert(
        fc.asyncProperty(contentType, body, async (type, payload) => {
          const response = await send(app, {
            method: 'POST',
            url: '/api/v1/error-reports',
            headers: { 'content-type': type },
            payload,
          });
          assertAnswered(response, `error report ${JSON.stringify(payload.slice(0, 100))}`);
        }),
        { numRuns: RUNS_PER_ROUTE, includeErrorInReport: true },
      );
    });

    it('the application form: odd fields and files, and only valid applications stored', async () => {
      const count = async () => {
        const { rows } = await db.query<{ n: string; files: string }>(
          'SELECT count(*) AS n, count(attachment_blob) AS files FROM applications',
        );
        return { rows: Number(rows[0]?.n), files: Number(rows[0]?.files) };
      };
      await fc.assert(
        fc.asyncProperty(applicationArbitrary, async (form) => {
          const before = await count();
          const { payload, headers } = form;
          const response = await send(app, {
            method: 'POST',
            url: '/api/v1/forms/vacancy/apply/send',
            payload,
            headers,
          });
          assertAnswered(response, `application ${form.label}`);
          await settleFiles(app);
          const now = await count();
          const added = now.rows - before.rows;
          assert.ok(
            added === 0 || (added === 1 && response.statusCode === 200),
            `${added} rows for ${response.statusCode}`,
          );
          // Every stored file belongs to a stored application, and the other way round.
          assert.equal(files.saved.size, now.files);
        }),
        { numRuns: FORM_RUNS, includeErrorInReport: true },
      );
      assert.deepEqual(await storedApplicationProblems(db, files), []);
    });

    it('the regional newsletter form: odd fields, and only valid sign-ups stored', async () => {
      const count = async () =>
        Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM region_newsletter_signups')).rows[0]?.n);
      await fc.assert(
        fc.asyncProperty(newsletterArbitrary, async (form) => {
          const before = await count();
          const { payload, headers } = form;
          const response = await send(app, {
            method: 'POST',
            url: '/api/v1/forms/region/newsletter/send',
            payload,
            headers,
          });
          assertAnswered(response, `newsletter ${form.label}`);
          const added = (await count()) - before;
          assert.ok(
            added === 0 || (added === 1 && response.statusCode === 200),
            `${added} rows for ${response.statusCode}`,
          );
        }),
        { numRuns: FORM_RUNS, includeErrorInReport: true },
      );
      assert.deepEqual(await storedSignupProblems(db), []);
    });
  });
}
