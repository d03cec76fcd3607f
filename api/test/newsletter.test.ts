import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { antiForgery, BACKENDS, SITE_ORIGIN, useApp } from './helper';

const URL = '/api/v1/forms/newsletter/send';
const CONSENT = 'Ja, stuur mij de nieuwsbrief. Ik kan mij altijd afmelden.';
const signup = { RecipientEmail: ' Anna@Voorbeeld.nl ', ConsentText: CONSENT };

for (const backend of BACKENDS) {
  describe(`national newsletter sign-up (${backend})`, () => {
    const context = useApp(backend);
    const send = (payload: unknown, headers: Record<string, string> = antiForgery()) =>
      context.app.inject({ method: 'POST', url: URL, headers, payload: payload as Record<string, unknown> });
    const rows = async () =>
      (
        await context.db.query<{ email: string; consent_text: string; consented_at: Date | string }>(
          'SELECT email, consent_text, consented_at FROM newsletter_signups ORDER BY id',
        )
      ).rows;

    it('stores a sign-up with the address cleaned, the consent text and the time it came in', async () => {
      const before = Date.now();
      const response = await send(signup);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { received: true });
      const [row, ...rest] = await rows();
      assert.equal(rest.length, 0);
      assert.equal(row!.email, 'anna@voorbeeld.nl');
      assert.equal(row!.consent_text, CONSENT);
      // The server's clock: within this test, whatever the browser would have claimed.
      const consentedAt = new Date(row!.consented_at).getTime();
      assert.ok(consentedAt >= before - 1000 && consentedAt <= Date.now() + 1000, String(row!.consented_at));
    });

    it('treats a repeated sign-up as done: the same answer, one row, the first consent kept', async () => {
      const again = await send({ RecipientEmail: 'anna@voorbeeld.nl', ConsentText: 'Een andere tekst.' });
      assert.equal(again.statusCode, 200);
      assert.deepEqual(again.json(), { received: true });
      const stored = await rows();
      assert.equal(stored.length, 1);
      assert.equal(stored[0]!.consent_text, CONSENT);
    });

    it('stores one row when the same address is sent twice at the same moment', async () => {
      const answers = await Promise.all([
        send({ ...signup, RecipientEmail: 'bram@voorbeeld.nl' }),
        send({ ...signup, RecipientEmail: 'Bram@voorbeeld.nl' }),
      ]);
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        [200, 200],
      );
      assert.equal((await rows()).filter((row) => row.email === 'bram@voorbeeld.nl').length, 1);
    });

    it('rejects a missing or malformed address, or a missing consent text, with 400 and a Dutch message', async () => {
      const before = (await rows()).length;
      const cases: [unknown, RegExp][] = [
        [{ ...signup, RecipientEmail: '' }, /e-mailadres is niet goed ingevuld \(FieldMandatory\)/],
        [{ ...signup, RecipientEmail: 'anna@voorbeeld' }, /e-mailadres is niet goed ingevuld \(InvalidEmail\)/],
        [{ ...signup, RecipientEmail: `${'a'.repeat(250)}@voorbeeld.nl` }, /\(FieldTooLong\)/],
        [{ ...signup, ConsentText: '   ' }, /toestemmingstekst/],
        [{ RecipientEmail: 'anna@voorbeeld.nl' }, /Het formulier is niet goed ingevuld/],
        [{ ...signup, RecipientEmail: 'x'.repeat(1001) }, /Het formulier is niet goed ingevuld/],
        [
          { ...signup, RecipientEmail: ['anna@voorbeeld.nl', 'bram@voorbeeld.nl'] },
          /Het formulier is niet goed ingevuld/,
        ],
        ['[]', /Het formulier is niet goed ingevuld/],
      ];
      for (const [payload, message] of cases) {
        const response = await send(payload, { ...antiForgery(), 'content-type': 'application/json' });
        assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
        assert.match(String(response.headers['content-type']), /^application\/json/);
        assert.equal(response.json().statusCode, 400);
        assert.match(response.json().message, message);
      }
      assert.equal((await rows()).length, before);
    });

    it('answers a body it cannot read with a 4xx JSON in Dutch, never a server error', async () => {
      const bodies: [string, string, number][] = [
        ['application/json', '{"RecipientEmail":', 400],
        ['application/json', '', 400],
        ['text/plain', 'anna@voorbeeld.nl', 400],
        ['application/xml', '<email>anna@voorbeeld.nl</email>', 415],
        ['application/json', JSON.stringify({ ...signup, ConsentText: 'x'.repeat(9000) }), 413],
      ];
      for (const [type, payload, status] of bodies) {
        const response = await context.app.inject({
          method: 'POST',
          url: URL,
          headers: { ...antiForgery(), 'content-type': type },
          payload,
        });
        assert.equal(response.statusCode, status, `${type} ${payload.slice(0, 40)}: ${response.body}`);
        assert.doesNotMatch(response.json().message, /[Bb]ody|content-type/);
      }
    });

    it('refuses a sign-up without the anti-forgery token with 403, storing nothing', async () => {
      const before = (await rows()).length;
      const response = await send(
        { ...signup, RecipientEmail: 'zonder.token@voorbeeld.nl' },
        { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
      );
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().code, 'anti-forgery');
      assert.equal((await rows()).length, before);
    });
  });
}

for (const backend of BACKENDS) {
  describe(`newsletter sign-ups in the back office (${backend})`, () => {
    const context = useApp(backend);
    const TOKEN = 'een-token-van-minstens-zestien-tekens';
    let app: FastifyInstance;
    before(async () => {
      app = await buildApp({
        db: { ...context.db, close: async () => undefined },
        siteUrl: SITE_ORIGIN,
        rateLimitMax: 0,
        backofficeToken: TOKEN,
      });
    });
    after(() => app.close());
    const lookup = (email: string, authorization = `Bearer ${TOKEN}`) =>
      app.inject({ url: '/api/v1/backoffice/newsletter-signups', query: { email }, headers: { authorization } });

    it('reads a stored sign-up back by address, whatever its case, never cached', async () => {
      await app.inject({ method: 'POST', url: URL, headers: antiForgery(), payload: signup });
      const response = await lookup('ANNA@voorbeeld.nl');
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      const [stored, ...rest] = response.json<{ email: string; consentText: string; consentedAt: string }[]>();
      assert.equal(rest.length, 0);
      assert.equal(stored!.email, 'anna@voorbeeld.nl');
      assert.equal(stored!.consentText, CONSENT);
      assert.ok(!Number.isNaN(Date.parse(stored!.consentedAt)));
      assert.deepEqual((await lookup('niemand@voorbeeld.nl')).json(), []);
    });

    it('needs the token', async () => {
      assert.equal((await lookup('anna@voorbeeld.nl', 'Bearer fout')).statusCode, 401);
    });
  });
}
