import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readCookie } from '../src/lib/anti-forgery';
import { BACKENDS, getJson, useApp } from './helper';

const TOKEN = 'dGVzdC10b2tlbi12b29yLWRlLWFwaQ';
const withToken = {
  cookie: `theme=licht; __RequestVerificationToken=${TOKEN}`,
  requestverificationtoken: TOKEN,
  'sec-fetch-site': 'same-origin',
};

// /redirect/from is the contract's (404 when there is none); /redirect/lookup is the shell's.
const ROUTES = ['from', 'lookup'] as const;
type Route = (typeof ROUTES)[number];

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    assert.equal(readCookie('a=1; __RequestVerificationToken=x%2By; b=2', '__RequestVerificationToken'), 'x+y');
    assert.equal(readCookie('a=1', '__RequestVerificationToken'), null);
    assert.equal(readCookie(undefined, 'a'), null);
    assert.equal(readCookie('a=%E0%A4%A', 'a'), null);
    assert.equal(readCookie('xa=1; a=2', 'a'), '2');
  });
});

for (const backend of BACKENDS) {
  describe(`redirects (${backend})`, () => {
    const context = useApp(backend);
    const ask = (route: Route, path: string, headers: Record<string, string> = withToken) =>
      getJson<Record<string, unknown>>(context.app, {
        url: `/api/v1/redirect/${route}?${new URLSearchParams({ path }).toString()}`,
        headers,
      });
    const lookup = (path: string, headers?: Record<string, string>) => ask('from', path, headers);

    it('answers From and To for a known path, with or without a trailing slash', async () => {
      for (const path of ['/over-dementie', '/over-dementie/']) {
        const { status, body } = await lookup(path);
        assert.equal(status, 200);
        assert.deepEqual(body, { From: '/over-dementie', To: '/dementie' });
      }
      assert.deepEqual((await lookup('/winkel')).body, { From: '/winkel', To: 'https://winkel.example.org/' });
      assert.deepEqual((await lookup('/oud/geheugentest')).body.To, '/geheugentest/zelf');
      assert.deepEqual((await lookup('/mantelzorgers')).body.To, '/mantelzorg');
    });

    it('answers 404 JSON when there is no redirect', async () => {
      for (const path of ['/dementie', '/', '/bestaat-niet']) {
        const { status, body } = await lookup(path);
        assert.equal(status, 404, path);
        assert.equal(body.statusCode, 404);
        assert.equal(typeof body.message, 'string');
      }
    });

    it('lookup answers From and To for a known path, like from', async () => {
      for (const path of ['/over-dementie', '/over-dementie/']) {
        const { status, body } = await ask('lookup', path);
        assert.equal(status, 200);
        assert.deepEqual(body, { From: '/over-dementie', To: '/dementie' });
      }
      assert.deepEqual((await ask('lookup', '/winkel')).body, { From: '/winkel', To: 'https://winkel.example.org/' });
      assert.deepEqual((await ask('lookup', '/oud/geheugentest')).body.To, '/geheugentest/zelf');
    });

    it('lookup answers 200 with To null when there is no redirect', async () => {
      const asked: [path: string, from: string][] = [
        ['/dementie', '/dementie'],
        ['/dementie/', '/dementie'],
        ['/', '/'],
        ['/bestaat-niet', '/bestaat-niet'],
      ];
      for (const [path, from] of asked) {
        const { status, body } = await ask('lookup', path);
        assert.equal(status, 200, path);
        assert.deepEqual(body, { From: from, To: null }, path);
      }
    });

    it('refuses a missing or different anti-forgery token, or another site, with 403 JSON', async () => {
      const cases: Record<string, string>[] = [
        {},
        { cookie: `__RequestVerificationToken=${TOKEN}` },
        { requestverificationtoken: TOKEN },
        { cookie: `__RequestVerificationToken=${TOKEN}`, requestverificationtoken: `${TOKEN}x` },
        { cookie: '__RequestVerificationToken=', requestverificationtoken: '' },
        { cookie: `other=${TOKEN}`, requestverificationtoken: TOKEN },
        { ...withToken, 'sec-fetch-site': 'cross-site' },
        { ...withToken, origin: 'https://kwaadwillend.example' },
      ];
      for (const [route, headers] of ROUTES.flatMap((route) => cases.map((headers) => [route, headers] as const))) {
        const { status, body } = await ask(route, '/over-dementie', headers);
        assert.equal(status, 403, `${route} ${JSON.stringify(headers)}`);
        assert.equal(body.statusCode, 403);
        assert.equal(body.error, 'Forbidden');
        assert.equal(body.message, 'Deze aanvraag mist een geldige beveiligingscode. Probeer het opnieuw.');
        assert.equal(body.code, 'anti-forgery');
      }
    });

    it('refuses bad paths with 400 JSON', async () => {
      for (const route of ROUTES) {
        for (const query of [
          '',
          'path=',
          'path=over-dementie',
          'path=/a%00',
          `path=/${'a'.repeat(600)}`,
          'path=/a/../b',
        ]) {
          const { status, body } = await getJson<{ statusCode: number; message: unknown }>(context.app, {
            url: `/api/v1/redirect/${route}?${query}`,
            headers: withToken,
          });
          assert.equal(status, 400, `${route} ${query.slice(0, 30)}`);
          assert.equal(body.statusCode, 400);
          assert.equal(typeof body.message, 'string');
        }
      }
    });
  });
}
