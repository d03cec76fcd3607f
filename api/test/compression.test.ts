import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { rememberingCompressor } from '../src/plugins/external/compress';
import { BACKENDS } from './helper';
import { multipart, pdf, settleFiles, useFormsApp, regionalApplication } from './applications-support';

// The api answers compressed when it is reached directly, as the site's servers do for
// everything else; what a client reads is the same answer, and nothing else changes.

/** The body as a client reads it, decoded as its Content-Encoding says. */
function decoded(response: LightMyRequestResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
  return JSON.parse(body.toString());
}

const MAIN_MENU = '/api/drupal/api/menu_items/main';

describe('compressing the same answer again', () => {
  /** A compressor that counts its calls and marks its output with the call's number. */
  const counting = () => {
    const calls: string[] = [];
    const compress = (input: Buffer) => {
      calls.push(input.toString());
      return Buffer.from(`${calls.length}:${input.toString()}`);
    };
    return { calls, compress };
  };

  it('compresses the same bytes once, and other bytes anew', () => {
    const { calls, compress } = counting();
    const remembering = rememberingCompressor(compress);
    assert.equal(remembering(Buffer.from('{"a":1}')).toString(), '1:{"a":1}');
    assert.equal(remembering(Buffer.from('{"a":1}')).toString(), '1:{"a":1}');
    assert.equal(remembering(Buffer.from('{"a":2}')).toString(), '2:{"a":2}');
    assert.deepEqual(calls, ['{"a":1}', '{"a":2}']);
  });

  it('keeps no more than its bound, forgetting the least recently asked first', () => {
    const { calls, compress } = counting();
    // Each output is 10 bytes ("n:" and 8 characters): room for two.
    const remembering = rememberingCompressor(compress, 20);
    for (const text of ['aaaaaaaa', 'bbbbbbbb', 'aaaaaaaa', 'cccccccc', 'aaaaaaaa', 'bbbbbbbb']) {
      remembering(Buffer.from(text));
    }
    assert.deepEqual(calls, ['aaaaaaaa', 'bbbbbbbb', 'cccccccc', 'bbbbbbbb']);
  });
});

for (const backend of BACKENDS) {
  describe(`compressed answers (${backend})`, () => {
    const forms = useFormsApp(backend);
    const apps: FastifyInstance[] = [];
    after(() => Promise.all(apps.map((app) => app.close())));

    const get = (url: string, acceptEncoding?: string) =>
      forms.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    it('answers the main menu with brotli when asked, else gzip, else as it is: the same JSON', async () => {
      const plain = await get(MAIN_MENU);
      assert.ok(plain.rawPayload.length >= 1024, 'the main menu is over the 1 kB threshold');
      for (const [asked, expected] of [
        ['br, gzip', 'br'],
        ['gzip, deflate', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const response = await get(MAIN_MENU, asked);
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-encoding'], expected, String(asked));
        assert.equal(response.headers.vary, 'accept-encoding');
        assert.deepEqual(decoded(response), plain.json());
      }
      const br = await get(MAIN_MENU, 'br');
      assert.ok(br.rawPayload.length < plain.rawPayload.length / 3, 'brotli makes it much smaller');
      // The security headers stay as they were.
      assert.match(String(br.headers['content-security-policy']), /default-src 'none'/);
    });

    it('answers a changed page with its new text at once, though its old text was compressed before', async () => {
      const PAGE = '/api/drupal/dementie/wat-is-dementie';
      const title = async () => (decoded(await get(PAGE, 'br')) as { title: string }).title;
      const before = await title();
      assert.equal(await title(), before);
      await forms.db.query(`UPDATE nodes SET data = jsonb_set(data, '{title}', to_jsonb($1::text)) WHERE alias = $2`, [
        'Wat is dementie? (bijgewerkt)',
        '/dementie/wat-is-dementie',
      ]);
      assert.equal(await title(), 'Wat is dementie? (bijgewerkt)');
    });

    it('leaves an answer under 1 kB uncompressed', async () => {
      const response = await get('/health', 'br, gzip');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], undefined);
      assert.equal(response.json().status, 'ok');
    });

    it('keeps error answers readable JSON: a 404, a 400 and a rate-limit 429', async () => {
      const missing = await get('/api/drupal/api/menu_items/bestaat-niet', 'br, gzip');
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(decoded(missing), { statusCode: 404, error: 'Not Found', message: 'Dit menu bestaat niet.' });
      const invalid = await get('/api/drupal/api/menu_items/GEEN%20MENU', 'br, gzip');
      assert.equal(invalid.statusCode, 400);
      assert.equal((decoded(invalid) as { statusCode: number }).statusCode, 400);

      const limited = await buildApp({
        db: { ...forms.db, close: async () => undefined },
        siteUrl: 'http://localhost:3000',
        rateLimitMax: 1,
      });
      apps.push(limited);
      const ask = () => limited.inject({ url: MAIN_MENU, headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal((await ask()).statusCode, 200);
      const refused = await ask();
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal((decoded(refused) as { code: string }).code, 'rate-limit');
    });

    it('still takes a multipart application with its file, and answers it readably', async () => {
      const { payload, headers } = multipart(regionalApplication, { name: 'cv.pdf', content: pdf(300_000) });
      const response = await forms.app.inject({
        method: 'POST',
        url: '/api/v1/forms/vacancy/apply/send',
        payload,
        headers: { ...headers, 'accept-encoding': 'br, gzip' },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(decoded(response), { received: true });
      await settleFiles(forms.app);
      assert.equal([...forms.files.saved.values()][0]?.length, 300_000);
    });
  });
}
