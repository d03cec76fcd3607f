import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { antiForgery, BACKENDS, useApp } from './helper';

const BOUNDARY = '----alz-newsletter-boundary';

/** A multipart body written by hand, as a browser's FormData would send it from the site's page. */
function multipart(fields: Record<string, string>) {
  const body = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return {
    payload: `${body}--${BOUNDARY}--\r\n`,
    headers: { ...antiForgery(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const signup = {
  RenderedTimeStamp: '2026-11-21T10:00:00.000Z',
  SentTimeStamp: '2026-11-21T10:01:00.000Z',
  Region: 'Regio Utrecht',
  RegioRecipientEmail: 'iemand.anders@example.com',
  RecipientEmail: ' Anna@Voorbeeld.nl ',
};

for (const backend of BACKENDS) {
  describe(`regional newsletter sign-up (${backend})`, () => {
    const context = useApp(backend);
    const send = (fields: Record<string, string>) =>
      context.app.inject({ method: 'POST', url: '/api/v1/forms/region/newsletter/send', ...multipart(fields) });
    const rows = async () =>
      (
        await context.db.query<Record<string, unknown>>(
          `SELECT region_nid, region_title, regio_recipient_email, email, rendered_at, sent_at
           FROM region_newsletter_signups ORDER BY id`,
        )
      ).rows;

    it('stores a sign-up with the address cleaned and the region own recipient', async () => {
      const response = await send(signup);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { received: true });
      const [row, ...rest] = await rows();
      assert.equal(rest.length, 0);
      assert.equal(row!.region_nid, 109);
      assert.equal(row!.region_title, 'Regio Utrecht');
      assert.equal(row!.regio_recipient_email, 'nieuwsbrief.utrecht@example.org');
      assert.equal(row!.email, 'anna@voorbeeld.nl');
      assert.equal(new Date(row!.sent_at as string).toISOString(), signup.SentTimeStamp);
    });

    it('treats a repeated sign-up for the same region as done, and another region as new', async () => {
      const again = await send({ ...signup, RecipientEmail: 'anna@voorbeeld.nl' });
      assert.equal(again.statusCode, 200);
      assert.equal((await rows()).length, 1);
      assert.equal((await send({ ...signup, Region: '110' })).statusCode, 200);
      assert.deepEqual(
        (await rows()).map((row) => row.region_nid),
        [109, 110],
      );
    });

    it('rejects a missing or malformed address with 400 JSON and stores nothing', async () => {
      const before = (await rows()).length;
      for (const email of ['', '   ', 'anna@voorbeeld', 'anna.voorbeeld.nl', `${'a'.repeat(250)}@voorbeeld.nl`]) {
        const response = await send({ ...signup, RecipientEmail: email });
        assert.equal(response.statusCode, 400, email);
        assert.equal(response.json().statusCode, 400);
      }
      assert.equal((await rows()).length, before);
    });

    it('rejects an unknown region, one without a newsletter, a bad timestamp and a body that is not multipart', async () => {
      for (const fields of [
        { Region: 'Regio Atlantis' },
        { Region: '' },
        { Region: '5' },
        // Its newsletter checkbox is off (seed: regions without a newsletter).
        { Region: 'Regio Zoetermeer' },
        { SentTimeStamp: 'gisteren' },
      ]) {
        const response = await send({ ...signup, ...fields });
        assert.equal(response.statusCode, 400, JSON.stringify(fields));
      }
      const json = await context.app.inject({
        method: 'POST',
        url: '/api/v1/forms/region/newsletter/send',
        headers: antiForgery(),
        payload: { RecipientEmail: 'anna@voorbeeld.nl' },
      });
      assert.equal(json.statusCode, 415);
    });

    it('answers a multipart body it cannot read with 400 JSON, not a server error', async () => {
      const part = `--xyz\r\nContent-Disposition: form-data; name="RecipientEmail"\r\n\r\nanna@voorbeeld.nl\r\n--xyz--\r\n`;
      for (const type of ['multipart/form-data; boundary=abc', 'multipart/form-data']) {
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/v1/forms/region/newsletter/send',
          headers: { ...antiForgery(), 'content-type': type },
          payload: part,
        });
        assert.equal(response.statusCode, 400, `${type}: ${response.body}`);
        assert.equal(response.json<{ statusCode: number }>().statusCode, 400, type);
      }
    });
  });
}
