import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed';
import { FakeFiles, pdf, QUICK_OUTBOX, settleFiles } from './applications-support';
import { doc, docx } from './attachment-fixtures';
import { BOUNDARY, multipartBody, type FilePart } from './form-arbitraries';
import { antiForgery, BACKENDS, createTestDb } from './helper';

// Each odd input a security review found, as a plain example.

const APPLICATION = {
  RenderedTimeStamp: '2026-11-21T10:00:00.000Z',
  SentTimeStamp: '2026-11-21T10:05:00.000Z',
  Id: '200',
  VacancyType: 'regional',
  FirstName: 'Anna',
  LastName: 'Vries',
  City: 'Utrecht',
  Email: 'anna@voorbeeld.nl',
  PhoneNumber: '06-12345678',
};

const SIGNUP = {
  RenderedTimeStamp: '2026-11-21T10:00:00.000Z',
  SentTimeStamp: '2026-11-21T10:01:00.000Z',
  Region: 'Regio Utrecht',
  RecipientEmail: 'anna@voorbeeld.nl',
};

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

for (const backend of BACKENDS) {
  describe(`odd inputs answer 400, not 5xx (${backend})`, () => {
    let app: FastifyInstance;
    let db: Db;
    let dispose: () => Promise<void>;
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
    });
    after(async () => {
      await app.close();
      await dispose();
    });
    beforeEach(async () => {
      files.saved.clear();
      await db.query('DELETE FROM applications');
      await db.query('DELETE FROM region_newsletter_signups');
    });

    const get = (url: string) => app.inject({ url, headers: antiForgery() });
    const fieldsOf = (fields: Record<string, string>, json: string[] = []) =>
      Object.entries(fields).map(([name, value]) => ({ name, value, json: json.includes(name) }));
    const post = (url: string, fields: Record<string, string>, file: FilePart | null = null, json: string[] = []) => {
      const { payload, headers } = multipartBody(fieldsOf(fields, json), file);
      return app.inject({ method: 'POST', url, payload, headers: { ...antiForgery(), ...headers } });
    };
    const apply = (fields: Record<string, string>, file?: FilePart, json?: string[]) =>
      post('/api/v1/forms/vacancy/apply/send', fields, file, json);
    const signUp = (fields: Record<string, string>) => post('/api/v1/forms/region/newsletter/send', fields);
    const stored = async () => {
      await settleFiles(app);
      return {
        applications: (await db.query('SELECT id FROM applications')).rows.length,
        signups: (await db.query('SELECT id FROM region_newsletter_signups')).rows.length,
        files: files.saved.size,
      };
    };
    const nothingStored = { applications: 0, signups: 0, files: 0 };

    const assert400 = async (response: Awaited<ReturnType<typeof get>>, label: string, message?: RegExp) => {
      assert.equal(response.statusCode, 400, `${label}: ${response.body}`);
      const body = response.json<{ statusCode: number; message: string }>();
      assert.equal(body.statusCode, 400);
      if (message) assert.match(body.message, message, label);
    };

    it('refuses Infinity, 1e309 and out-of-range integers in queries and paths', async () => {
      for (const value of ['Infinity', '-Infinity', '1e309', '-1e309', '-1', '9999999999999', '2147483648']) {
        for (const url of [
          `/api/v1/es/news?page=${value}`,
          `/api/v1/region/news?regionId=${value}`,
          `/api/v1/region/locations/${value}`,
          `/api/v1/region/vacancies/search?pageSize=${value}`,
          `/api/v1/recommendation-items?overviewPageId=${value}`,
          `/api/drupal/api/get-regio-services?regio=${value}`,
        ]) {
          await assert400(await get(url), url);
        }
      }
      await assert400(
        await get('/api/v1/es/news?page=Infinity'),
        'page',
        /^querystring\/page moet een eindig getal zijn/,
      );
      assert.equal((await get('/api/v1/es/news?page=1')).statusCode, 200);
    });

    it('refuses NUL and lone surrogates in any query or path value', async () => {
      for (const url of [
        '/api/v1/region/news?regionId=109&regionName=a%00b',
        '/api/drupal/api/homepage?utm_source=%00',
        '/api/drupal/api/menu_items/main%00',
        '/api/v1/region/Regio%00Utrecht',
      ]) {
        await assert400(await get(url), url);
      }
    });

    it('refuses a NUL byte in any field of the application form, and stores nothing', async () => {
      for (const name of ['FirstName', 'Motivation', 'Region', 'Unknown']) {
        await assert400(await apply({ ...APPLICATION, [name]: 'a\u0000b' }), name, /ongeldige tekens/);
      }
      await assert400(await apply({ ...APPLICATION, 'First\u0000Name': 'Anna' }), 'field name');
      await assert400(
        await apply(APPLICATION, { filename: 'cv\u0000.pdf', contentType: 'application/pdf', content: pdf() }),
        'file name',
      );
      // A part sent as JSON is parsed, so it can carry a lone surrogate that UTF-8 cannot.
      await assert400(await apply({ ...APPLICATION, LastName: 'Vr\ud800ies' }, undefined, ['LastName']), 'surrogate');
      const object = multipartBody(
        [...fieldsOf(APPLICATION), { name: 'City', value: Buffer.from('{"a":1}'), json: true }],
        null,
      );
      await assert400(
        await app.inject({
          method: 'POST',
          url: '/api/v1/forms/vacancy/apply/send',
          payload: object.payload,
          headers: { ...antiForgery(), ...object.headers },
        }),
        'object',
      );
      assert.deepEqual(await stored(), nothingStored);
      assert.equal((await apply(APPLICATION)).statusCode, 200);
    });

    it('refuses a NUL byte in the newsletter form, and stores nothing', async () => {
      for (const name of ['RecipientEmail', 'Region', 'Other']) {
        await assert400(await signUp({ ...SIGNUP, [name]: `${SIGNUP.Region}\u0000` }), name);
      }
      assert.deepEqual(await stored(), nothingStored);
      assert.equal((await signUp(SIGNUP)).statusCode, 200);
    });

    it('answers a field longer than the field limit with 413 instead of storing its first part', async () => {
      const response = await apply({ ...APPLICATION, Motivation: 'x'.repeat(10_001) });
      assert.equal(response.statusCode, 413);
      assert.deepEqual(await stored(), nothingStored);
    });

    it('answers a form with a large part the parser skips instead of hanging', async () => {
      const skipped = [
        'Content-Disposition: form-data; name="Attachment"; filename="\n.pdf"\r\nContent-Type: application/pdf',
        'Content-Type: text/plain',
        'Content-Disposition: attachment; name="Attachment"',
      ];
      for (const header of skipped) {
        const fields = multipartBody(fieldsOf(SIGNUP), null).payload;
        const payload = Buffer.concat([
          fields.subarray(0, -`--${BOUNDARY}--\r\n`.length),
          Buffer.from(`--${BOUNDARY}\r\n${header}\r\n\r\n`),
          Buffer.alloc(100_000, 0x41),
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]);
        const headers = { ...antiForgery(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
        const answer = app.inject({ method: 'POST', url: '/api/v1/forms/region/newsletter/send', payload, headers });
        const timeout = new Promise<null>((resolve) => setTimeout(resolve, 5_000, null).unref());
        const response = await Promise.race([answer, timeout]);
        assert.equal(response?.statusCode, 200, header);
      }
    });

    it('refuses out-of-range time stamps on both forms', async () => {
      const far = new Date(Date.now() + 2 * YEAR_MS).toISOString();
      for (const stamp of ['-1', '0', '1e400', '+275760-09-13T00:00:00.000Z', '9999-12-31', far, '99999999999999999']) {
        await assert400(await apply({ ...APPLICATION, SentTimeStamp: stamp }), stamp, /Ongeldig tijdstip/);
        await assert400(await signUp({ ...SIGNUP, RenderedTimeStamp: stamp }), stamp, /Ongeldig tijdstip/);
      }
      assert.deepEqual(await stored(), nothingStored);
    });

    it('refuses a vacancy id beyond what PostgreSQL holds', async () => {
      await assert400(await apply({ ...APPLICATION, Id: '2147483648' }), 'id', /bestaat niet/);
    });

    it('refuses a %PDF file that goes on as HTML, and a Word zip bomb, with FileTypeForbidden', async () => {
      const polyglot = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n');
      const bomb = docx(' '.repeat(21 * 1024 * 1024));
      for (const [filename, content] of [
        ['cv.pdf', polyglot],
        ['cv.docx', bomb],
      ] as const) {
        const response = await apply(APPLICATION, { filename, contentType: 'application/pdf', content });
        await assert400(response, filename, /niet goed ingevuld/);
        assert.deepEqual(response.json<{ errors: unknown }>().errors, { Attachment: 'FileTypeForbidden' });
      }
      assert.deepEqual(await stored(), nothingStored);
      for (const [filename, content] of [
        ['cv.pdf', pdf()],
        ['cv.doc', doc()],
        ['cv.docx', docx()],
      ] as const) {
        const response = await apply(APPLICATION, { filename, contentType: 'application/octet-stream', content });
        assert.equal(response.statusCode, 200, `${filename}: ${response.body}`);
      }
    });
  });
}
