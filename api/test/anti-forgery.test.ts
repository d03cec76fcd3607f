import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { multipart } from './applications-support';
import { MemoryPictures, PICTURES } from './pictures-support';
import { antiForgery, BACKENDS, SITE_ORIGIN, useApp } from './helper';

const REFUSAL = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Deze aanvraag mist een geldige beveiligingscode. Probeer het opnieuw.',
  code: 'anti-forgery',
};

const DSN = 'https://abc123@o42.ingest.example.org/4507';
const envelope = `${JSON.stringify({ dsn: DSN })}\n{"type":"event"}\n{"message":"Er ging iets mis"}`;

const PICKER_KEY = 'redacteur-sleutel-0123456789';

let newsletterCalls = 0;

/** A valid call of each write route, and the table it stores into (null: it stores nothing). */
const WRITES: {
  route: string;
  table: string | null;
  status?: number;
  request: (headers: Record<string, string>) => InjectOptions;
}[] = [
  {
    route: 'POST /api/v1/error-reports',
    table: 'error_reports',
    request: (headers) => ({
      method: 'POST',
      url: '/api/v1/error-reports',
      headers: { ...headers, 'content-type': 'application/x-sentry-envelope' },
      payload: envelope,
    }),
  },
  {
    route: 'POST /api/v1/forms/vacancy/apply/send',
    table: 'applications',
    request: (headers) => {
      const form = multipart({
        RenderedTimeStamp: '2026-11-21T10:00:00.000Z',
        SentTimeStamp: '2026-11-21T10:05:00.000Z',
        Id: '200',
        VacancyType: 'regional',
        FirstName: 'Anna',
        LastName: 'Vries',
        City: 'Utrecht',
        Email: 'anna@voorbeeld.nl',
        PhoneNumber: '06-12345678',
      });
      // Only the form's content type: the headers under test replace the page's token.
      return {
        method: 'POST',
        url: '/api/v1/forms/vacancy/apply/send',
        payload: form.payload,
        headers: { ...headers, 'content-type': form.headers['content-type'] },
      };
    },
  },
  {
    route: 'POST /api/v1/forms/region/newsletter/send',
    table: 'region_newsletter_signups',
    request: (headers) => {
      const form = multipart({
        RenderedTimeStamp: '2026-11-21T10:00:00.000Z',
        SentTimeStamp: '2026-11-21T10:01:00.000Z',
        Region: 'Regio Utrecht',
        RecipientEmail: 'anna@voorbeeld.nl',
      });
      return {
        method: 'POST',
        url: '/api/v1/forms/region/newsletter/send',
        payload: form.payload,
        headers: { ...headers, 'content-type': form.headers['content-type'] },
      };
    },
  },
  {
    route: 'POST /api/v1/forms/newsletter/send',
    table: 'newsletter_signups',
    // A new address on every call: a repeated one is the same sign-up and adds no row.
    request: (headers) => ({
      method: 'POST',
      url: '/api/v1/forms/newsletter/send',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: {
        RecipientEmail: `lezer.${++newsletterCalls}@voorbeeld.nl`,
        ConsentText: 'Ja, stuur mij de nieuwsbrief.',
      },
    }),
  },
  {
    route: 'PUT /api/v1/picker/pictures/:container/:name',
    table: null,
    status: 201,
    request: (headers) => ({
      method: 'PUT',
      url: '/api/v1/picker/pictures/pictures/proef.png',
      headers: { ...headers, authorization: `Bearer ${PICKER_KEY}`, 'content-type': 'image/png' },
      payload: PICTURES.png,
    }),
  },
  {
    route: 'DELETE /api/v1/picker/pictures/:container/:name',
    table: null,
    status: 204,
    request: (headers) => ({
      method: 'DELETE',
      url: '/api/v1/picker/pictures/pictures/proef.png',
      headers: { ...headers, authorization: `Bearer ${PICKER_KEY}` },
    }),
  },
];

const page = antiForgery();
const REFUSED: Record<string, Record<string, string>> = {
  'no token': { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
  'only the cookie': { ...page, requestverificationtoken: '' },
  'only the header': { ...page, cookie: 'theme=licht' },
  'a different token': { ...page, requestverificationtoken: `${page.requestverificationtoken}x` },
  'another site (Sec-Fetch-Site cross-site)': { ...page, 'sec-fetch-site': 'cross-site' },
  'a sibling site (Sec-Fetch-Site same-site)': { ...page, 'sec-fetch-site': 'same-site' },
  'no fetch from a page (Sec-Fetch-Site none)': { ...page, 'sec-fetch-site': 'none' },
  'a foreign Origin': { ...page, origin: 'https://kwaadwillend.example' },
  'an opaque Origin': { ...page, origin: 'null' },
  'our host on another scheme': { ...page, origin: 'https://localhost:3000' },
};

/** Every route as `METHOD /path`, read from Fastify's printed route tree. */
function routesOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    paths.length = depth;
    const path = (paths[depth - 1] ?? '') + match[2];
    paths.push(path);
    for (const method of (match[3] ?? '').split(', ')) routes.push(`${method} ${path}`);
  }
  return routes;
}

for (const backend of BACKENDS) {
  describe(`anti-forgery (${backend})`, () => {
    const context = useApp(backend);
    let app: FastifyInstance;
    before(async () => {
      // With the back office on, so that its routes are among the ones listed.
      app = await buildApp({
        db: { ...context.db, close: async () => undefined },
        siteUrl: 'http://localhost:3000',
        rateLimitMax: 0,
        backofficeToken: 'een-token-van-minstens-zestien-tekens',
        pickerEditorKey: PICKER_KEY,
        pictures: new MemoryPictures(),
      });
    });
    after(() => app.close());

    const count = async (table: string | null) =>
      table === null
        ? 0
        : (await context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

    it('knows every route that writes (the back office only reads, with its bearer token)', () => {
      const writes = routesOf(app).filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route));
      assert.deepEqual(writes.sort(), WRITES.map((write) => write.route).sort());
      assert.ok(routesOf(app).includes('GET /api/v1/backoffice/applications'));
    });

    for (const write of WRITES) {
      it(`${write.route}: refuses a call without a valid token or from another page with 403, storing nothing`, async () => {
        const before = await count(write.table);
        for (const [label, headers] of Object.entries(REFUSED)) {
          const response = await app.inject(write.request(headers));
          assert.equal(response.statusCode, 403, `${label}: ${response.body}`);
          assert.match(String(response.headers['content-type']), /^application\/json/, label);
          assert.deepEqual(response.json(), REFUSAL, label);
        }
        assert.equal(await count(write.table), before);
      });

      it(`${write.route}: accepts a same-origin call with the token`, async () => {
        const before = await count(write.table);
        const response = await app.inject(write.request(antiForgery()));
        assert.equal(response.statusCode, write.status ?? 200, response.body);
        assert.equal(await count(write.table), write.table === null ? 0 : (before ?? 0) + 1);
      });
    }

    it('lets the token decide when a client sends neither Origin nor Sec-Fetch-Site (an older browser)', async () => {
      const { origin: _origin, 'sec-fetch-site': _site, ...tokenOnly } = antiForgery();
      const [errorReport] = WRITES;
      assert.ok(errorReport);
      assert.equal((await app.inject(errorReport.request(tokenOnly))).statusCode, 200);
      const { requestverificationtoken: _header, ...cookieOnly } = tokenOnly;
      assert.deepEqual((await app.inject(errorReport.request(cookieOnly))).json(), REFUSAL);
    });

    it('takes writes only from the configured origins (ALLOWED_ORIGINS)', async () => {
      const live = await buildApp({
        db: { ...context.db, close: async () => undefined },
        siteUrl: 'https://www.alzheimer.example',
        allowedOrigins: ['https://www.alzheimer.example', 'https://alzheimer.example'],
        rateLimitMax: 0,
      });
      try {
        const [errorReport] = WRITES;
        assert.ok(errorReport);
        const from = (origin: string) => errorReport.request({ ...antiForgery(), origin });
        assert.equal((await live.inject(from('https://www.alzheimer.example'))).statusCode, 200);
        assert.equal((await live.inject(from('https://alzheimer.example'))).statusCode, 200);
        assert.deepEqual((await live.inject(from(SITE_ORIGIN))).json(), REFUSAL);
      } finally {
        await live.close();
      }
    });

    describe('GET /api/v1/anti-forgery', () => {
      const ask = (headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }, remoteAddress?: string) =>
        app.inject({ url: '/api/v1/anti-forgery', headers, ...(remoteAddress ? { remoteAddress } : {}) });

      it('sets a fresh token as the cookie and answers the same value, never cached', async () => {
        const response = await ask();
        assert.equal(response.statusCode, 200);
        const { Token } = response.json<{ Token: string }>();
        assert.match(Token, /^[\w-]{24}$/);
        assert.equal(
          response.headers['set-cookie'],
          `__RequestVerificationToken=${Token}; Path=/; SameSite=Strict; HttpOnly`,
        );
        assert.equal(response.headers['cache-control'], 'no-store');
        assert.notEqual((await ask()).json<{ Token: string }>().Token, Token);
      });

      it('hands out a token the writes accept', async () => {
        const { Token } = (await ask()).json<{ Token: string }>();
        const [errorReport] = WRITES;
        assert.ok(errorReport);
        const response = await app.inject(errorReport.request(antiForgery(Token)));
        assert.equal(response.statusCode, 200);
      });

      it('marks the cookie Secure when a trusted proxy says the visitor came over HTTPS', async () => {
        const viaProxy = await ask({ 'sec-fetch-site': 'same-origin', 'x-forwarded-proto': 'https' });
        assert.match(String(viaProxy.headers['set-cookie']), /; Secure$/);
        const claimed = await ask({ 'sec-fetch-site': 'same-origin', 'x-forwarded-proto': 'https' }, '203.0.113.9');
        assert.doesNotMatch(String(claimed.headers['set-cookie']), /Secure/);
      });

      it('gives no token to another site or a foreign Origin', async () => {
        const refused: Record<string, string>[] = [
          { 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'same-origin', origin: 'https://kwaadwillend.example' },
        ];
        for (const headers of refused) {
          const response = await ask(headers);
          assert.equal(response.statusCode, 403);
          assert.deepEqual(response.json(), REFUSAL);
          assert.equal(response.headers['set-cookie'], undefined);
        }
      });
    });
  });
}
