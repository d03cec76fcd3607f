import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { multipart, pdf, regionalApplication, settleFiles, useFormsApp } from './applications-support';
import { BACKENDS } from './helper';

// Load without loss: 500 applications and 500 newsletter sign-ups at once, each from
// its own visitor address (as the site's proxy on loopback passes it on), with the rate limits
// switched on. Every 200 has exactly one row (and its file, byte for byte); a refusal is a JSON
// 429, never a 5xx. Then one address sending too much gets 429s while the others are not hurt.

const VISITORS = 500;
const address = (n: number) => `10.${Math.floor(n / 250)}.${n % 250}.${(n % 7) + 1}`;
const fromVisitor = (n: number) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': address(n) } });

const application = (n: number) => ({
  ...regionalApplication,
  RenderedTimeStamp: new Date(Date.now() - 120_000).toISOString(),
  SentTimeStamp: new Date().toISOString(),
  LastName: `Belasting ${n}`,
  Email: `last-${n}@voorbeeld.nl`,
});

const signup = (n: number) => ({
  RenderedTimeStamp: new Date(Date.now() - 60_000).toISOString(),
  SentTimeStamp: new Date().toISOString(),
  Region: 'Regio Utrecht',
  RegioRecipientEmail: 'utrecht@voorbeeld.nl',
  RecipientEmail: `nieuws-${n}@voorbeeld.nl`,
});

/** A pdf whose bytes say which visitor sent it, so a mixed-up file would show. */
const fileOf = (n: number) => {
  const content = pdf(2_000 + n);
  content.write(`bezoeker ${n}`, 20);
  return { name: `cv-${n}.pdf`, content };
};

function assertNeverServerError(responses: LightMyRequestResponse[]) {
  const statuses = new Map<number, number>();
  for (const response of responses) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  for (const response of responses) {
    assert.ok([200, 429].includes(response.statusCode), `status ${response.statusCode}: ${response.body}`);
    if (response.statusCode === 429) assert.equal(response.json().code, 'rate-limit');
  }
  return statuses;
}

for (const backend of BACKENDS) {
  describe(`load without loss (${backend})`, () => {
    // The production defaults: 600 reads and 10 writes a minute per address, and 600 writes a
    // minute per form for the whole site.
    const forms = useFormsApp(backend, 600);

    it(`stores every one of ${VISITORS} applications with a file and ${VISITORS} sign-ups sent at once`, async () => {
      const applications = Array.from({ length: VISITORS }, (_, n) => {
        const body = multipart(application(n), fileOf(n));
        const visitor = fromVisitor(n);
        return forms.app.inject({
          method: 'POST',
          url: '/api/v1/forms/vacancy/apply/send',
          remoteAddress: visitor.remoteAddress,
          payload: body.payload,
          headers: { ...body.headers, ...visitor.headers },
        });
      });
      const signups = Array.from({ length: VISITORS }, (_, n) => {
        const body = multipart(signup(n));
        const visitor = fromVisitor(n);
        return forms.app.inject({
          method: 'POST',
          url: '/api/v1/forms/region/newsletter/send',
          remoteAddress: visitor.remoteAddress,
          payload: body.payload,
          headers: { ...body.headers, ...visitor.headers },
        });
      });
      const [sentApplications, sentSignups] = await Promise.all([Promise.all(applications), Promise.all(signups)]);
      assertNeverServerError([...sentApplications, ...sentSignups]);

      const accepted = (responses: LightMyRequestResponse[]) =>
        responses.flatMap((response, n) => (response.statusCode === 200 ? [n] : []));
      // Within the limits, every visitor gets in.
      assert.equal(accepted(sentApplications).length, VISITORS);
      assert.equal(accepted(sentSignups).length, VISITORS);

      const rows = (
        await forms.db.query<{ email: string; attachment_blob: string; attachment_size: number }>(
          "SELECT email, attachment_blob, attachment_size FROM applications WHERE email LIKE 'last-%'",
        )
      ).rows;
      assert.equal(rows.length, VISITORS, 'one row per accepted application');
      await settleFiles(forms.app);
      for (const n of accepted(sentApplications)) {
        const mine = rows.filter((row) => row.email === `last-${n}@voorbeeld.nl`);
        assert.equal(mine.length, 1, `exactly one row for visitor ${n}`);
        const saved = forms.files.saved.get(mine[0]!.attachment_blob);
        assert.ok(saved?.equals(fileOf(n).content), `the file of visitor ${n}, byte for byte`);
      }
      const signupRows = (
        await forms.db.query<{ email: string }>(
          "SELECT email FROM region_newsletter_signups WHERE email LIKE 'nieuws-%'",
        )
      ).rows;
      assert.equal(signupRows.length, VISITORS);
      assert.equal(new Set(signupRows.map((row) => row.email)).size, VISITORS, 'no sign-up twice');
    });

    it('answers one address that sends too much with JSON 429s, never a 5xx, and stores only what it accepted', async () => {
      const before = (
        await forms.db.query<{ count: string }>("SELECT count(*) FROM applications WHERE email LIKE 'veel-%'")
      ).rows[0]!.count;
      assert.equal(Number(before), 0);
      const flood = await Promise.all(
        Array.from({ length: 40 }, (_, n) => {
          const body = multipart({ ...application(n), Email: `veel-${n}@voorbeeld.nl` });
          return forms.app.inject({
            method: 'POST',
            url: '/api/v1/forms/vacancy/apply/send',
            remoteAddress: '127.0.0.1',
            payload: body.payload,
            headers: { ...body.headers, 'x-forwarded-for': '192.0.2.99' },
          });
        }),
      );
      const statuses = assertNeverServerError(flood);
      assert.ok((statuses.get(429) ?? 0) >= 30, `at most 10 a minute get in: ${JSON.stringify([...statuses])}`);
      const stored = (
        await forms.db.query<{ count: string }>("SELECT count(*) FROM applications WHERE email LIKE 'veel-%'")
      ).rows[0]!.count;
      assert.equal(Number(stored), statuses.get(200) ?? 0, 'a row for every 200 and none for a 429');
    });
  });
}
