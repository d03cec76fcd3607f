import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { attachmentDisposition } from '../src/routes/v1/backoffice';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import type { StoredApplication } from '../src/plugins/app/applications-repository';
import { seedDatabase } from '../src/seed/seed';
import { FakeFiles, multipart, pdf, QUICK_OUTBOX, settleFiles, type FilePart } from './applications-support';
import { BACKENDS, createTestDb } from './helper';

const TOKEN = 'test-backoffice-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
const LIST = '/api/v1/backoffice/applications';

const application = {
  RenderedTimeStamp: '2026-11-21T10:00:00.000Z',
  SentTimeStamp: '2026-11-21T10:05:00.000Z',
  Id: '200',
  VacancyType: 'regional',
  Region: 'Regio Utrecht',
  FirstName: 'Bram',
  Insertion: 'van',
  LastName: 'Dijk',
  City: 'Utrecht',
  Email: 'bram@voorbeeld.nl',
  PhoneNumber: '06-12345678',
};

/** The same database for a second app; closing that app leaves the database to the first. */
const borrowed = (db: Db): Db => ({
  kind: db.kind,
  query: (sql, params) => db.query(sql, params),
  exec: (sql) => db.exec(sql),
  transaction: (fn) => db.transaction(fn),
  close: async () => undefined,
});

for (const backend of BACKENDS) {
  describe(`back-office applications (${backend})`, () => {
    let app: FastifyInstance;
    let db: Db;
    let dispose: () => Promise<void>;
    const files = new FakeFiles();

    before(async () => {
      const testDb = await createTestDb(backend);
      ({ db, dispose } = testDb);
      await migrate(db);
      await seedDatabase(db);
      app = await buildApp({
        db,
        siteUrl: 'http://localhost:3000',
        rateLimitMax: 0,
        applicationFiles: files,
        fileOutbox: QUICK_OUTBOX,
        backofficeToken: TOKEN,
      });
    });
    after(async () => {
      await app.close();
      await dispose();
    });
    beforeEach(async () => {
      files.saved.clear();
      files.broken = false;
      await db.query('DELETE FROM applications');
    });

    const send = async (fields: Record<string, string>, file?: FilePart) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/forms/vacancy/apply/send',
        ...multipart(fields, file),
      });
      assert.equal(response.statusCode, 200, response.body);
      await settleFiles(app);
    };
    const get = (url: string, headers: InjectOptions['headers'] = auth) => app.inject({ url, headers });
    const list = async (email: string) => {
      const response = await get(`${LIST}?email=${encodeURIComponent(email)}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<StoredApplication[]>();
    };

    it('refuses a missing, wrong or malformed token with 401, before reading anything', async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer wrong-token-0123456789abcdef' },
        { authorization: `Bearer ${TOKEN}x` },
        { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
        { authorization: TOKEN },
        { authorization: `Basic ${TOKEN}` },
        { authorization: `Bearer ${TOKEN} ${TOKEN}` },
      ]) {
        for (const url of [`${LIST}?email=bram@voorbeeld.nl`, `${LIST}/not-an-id/attachment`, LIST]) {
          const response = await get(url, headers);
          assert.equal(response.statusCode, 401, `${url} ${JSON.stringify(headers)}`);
          assert.equal(response.json<{ statusCode: number }>().statusCode, 401);
          assert.equal(response.headers['cache-control'], 'no-store');
          assert.match(String(response.headers['www-authenticate']), /^Bearer/);
        }
      }
    });

    it('does not take the token from the query string', async () => {
      const response = await get(`${LIST}?email=bram@voorbeeld.nl&access_token=${TOKEN}`, {});
      assert.equal(response.statusCode, 401);
    });

    it('lists the stored application after a send, never cached', async () => {
      await send(application, { name: 'cv bram.pdf', content: pdf(321) });
      const response = await get(`${LIST}?email=bram@voorbeeld.nl`, { authorization: `bearer ${TOKEN}` });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
      const [row, ...rest] = response.json<StoredApplication[]>();
      assert.equal(rest.length, 0);
      assert.match(String(row?.id), /^[0-9a-f-]{36}$/);
      assert.deepEqual(row?.vacancy, { nid: 200, title: 'Gastvrouw of gastheer Alzheimer Café', type: 'regional' });
      assert.equal(row?.open, false);
      assert.equal(row?.firstName, 'Bram');
      assert.equal(row?.insertion, 'van');
      assert.equal(row?.lastName, 'Dijk');
      assert.equal(row?.city, 'Utrecht');
      assert.equal(row?.email, 'bram@voorbeeld.nl');
      assert.equal(row?.phoneNumber, '06-12345678');
      assert.equal(row?.attachment?.name, 'cv bram.pdf');
      assert.equal(row?.attachment?.contentType, 'application/pdf');
      assert.equal(row?.attachment?.size, 321);
      assert.deepEqual([...files.saved.keys()], [row?.attachment?.blobName]);
      assert.ok(Math.abs(Date.parse(String(row?.receivedAt)) - Date.now()) < 60_000);
    });

    it('finds an address whatever its case, and only that address', async () => {
      await send(application);
      await send({ ...application, Email: 'iemand.anders@voorbeeld.nl' });
      const rows = await list(' Bram@Voorbeeld.NL ');
      assert.deepEqual(
        rows.map((row) => [row.email, row.attachment]),
        [['bram@voorbeeld.nl', null]],
      );
      assert.deepEqual(await list('onbekend@voorbeeld.nl'), []);
    });

    it('lists at most 50, newest first', async () => {
      await db.query(
        `INSERT INTO applications (id, vacancy_nid, vacancy_type, vacancy_title, first_name, last_name, email,
           phone_number, received_at)
         SELECT 'row-' || g, 200, 'regional', 'Vacature', 'Bram', 'Dijk', 'veel@voorbeeld.nl', '0612345678',
           now() - g * interval '1 minute'
         FROM generate_series(1, 55) AS g`,
      );
      const rows = await list('veel@voorbeeld.nl');
      assert.equal(rows.length, 50);
      assert.deepEqual(
        rows.slice(0, 3).map((row) => row.id),
        ['row-1', 'row-2', 'row-3'],
      );
    });

    it('refuses a lookup without a usable e-mail address with 400', async () => {
      for (const query of ['', '?email=', '?email=geen-adres', `?email=${'a'.repeat(250)}@x.nl`]) {
        const response = await get(`${LIST}${query}`);
        assert.equal(response.statusCode, 400, query);
        assert.equal(response.json<{ statusCode: number }>().statusCode, 400);
      }
    });

    it('streams the attachment with the bytes that were sent', async () => {
      const content = Buffer.concat([pdf(), Buffer.from([0, 1, 2, 0xff, 0xfe])]);
      await send(application, { name: 'Cv Zoë (2).pdf', content });
      const [row] = await list('bram@voorbeeld.nl');
      const response = await get(`${LIST}/${row?.id}/attachment`);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(
        response.headers['content-disposition'],
        `attachment; filename="Cv Zo_ (2).pdf"; filename*=UTF-8''Cv%20Zo%C3%AB%20%282%29.pdf`,
      );
      assert.deepEqual(response.rawPayload, content);
    });

    it('serves the attachment from the database while blob storage does not have it yet', async () => {
      files.broken = true;
      const content = pdf(432);
      await send(application, { name: 'cv.pdf', content });
      const [row] = await list('bram@voorbeeld.nl');
      const response = await get(`${LIST}/${row?.id}/attachment`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.deepEqual(response.rawPayload, content);
    });

    it('names a download so that no file name can break the header', () => {
      assert.equal(
        attachmentDisposition('cv "x"\\y\r\n.pdf'),
        `attachment; filename="cv _x__y__.pdf"; filename*=UTF-8''cv%20%22x%22%5Cy%0D%0A.pdf`,
      );
      assert.equal(attachmentDisposition(''), `attachment; filename="bijlage"; filename*=UTF-8''bijlage`);
    });

    it('answers 404 for an unknown application, one without a file and a file that is gone', async () => {
      const unknown = await get(`${LIST}/00000000-0000-4000-8000-000000000000/attachment`);
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json<{ statusCode: number }>().statusCode, 404);

      await send(application);
      const [withoutFile] = await list('bram@voorbeeld.nl');
      const none = await get(`${LIST}/${withoutFile?.id}/attachment`);
      assert.equal(none.statusCode, 404);
      assert.match(String(none.headers['content-type']), /application\/json/);

      await send({ ...application, Email: 'gone@voorbeeld.nl' }, { name: 'cv.pdf', content: pdf() });
      const [gone] = await list('gone@voorbeeld.nl');
      files.saved.clear();
      assert.equal((await get(`${LIST}/${gone?.id}/attachment`)).statusCode, 404);
    });

    it('answers a bad id with a 4xx error, not 500', async () => {
      for (const id of ['not-an-id', '1', "1' OR '1'='1", '\0', 'x'.repeat(300)]) {
        const response = await get(`${LIST}/${encodeURIComponent(id)}/attachment`);
        assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${id}: ${response.statusCode}`);
        assert.equal(response.json<{ statusCode: number }>().statusCode, response.statusCode);
      }
    });

    it('answers 503 when blob storage cannot be read', async () => {
      await send(application, { name: 'cv.pdf', content: pdf() });
      const [row] = await list('bram@voorbeeld.nl');
      files.broken = true;
      const response = await get(`${LIST}/${row?.id}/attachment`);
      assert.equal(response.statusCode, 503);
      assert.doesNotMatch(response.body, /ECONNREFUSED/);
    });

    it('does not exist when no token is configured', async () => {
      await send(application, { name: 'cv.pdf', content: pdf() });
      const [row] = await list('bram@voorbeeld.nl');
      const plain = await buildApp({ db: borrowed(db), siteUrl: 'http://localhost:3000', rateLimitMax: 0 });
      try {
        for (const url of [`${LIST}?email=bram@voorbeeld.nl`, `${LIST}/${row?.id}/attachment`]) {
          for (const headers of [{}, auth]) {
            const response = await plain.inject({ url, headers });
            assert.equal(response.statusCode, 404, url);
            assert.deepEqual(response.json(), {
              statusCode: 404,
              error: 'Not Found',
              message: 'Deze route bestaat niet.',
            });
          }
        }
      } finally {
        await plain.close();
      }
    });
  });
}
