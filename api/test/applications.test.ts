import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed';
import { BACKENDS, createTestDb } from './helper';
import { FakeFiles, multipart, pdf, type FilePart } from './applications-support';

const regional = {
  RenderedTimeStamp: '2026-11-21T10:00:00.000Z',
  SentTimeStamp: '2026-11-21T10:05:00.000Z',
  Id: '200',
  VacancyType: 'regional',
  VacancyTitle: 'Gastvrouw of gastheer Alzheimer Café',
  Region: 'Regio Utrecht',
  RegioRecipientEmail: 'utrecht@voorbeeld.nl',
  OrganisationUnitKey: 'utrecht',
  Gender: 'female',
  FirstName: 'Anna',
  Insertion: 'de',
  LastName: 'Vries',
  City: 'Utrecht',
  Email: ' anna@voorbeeld.nl ',
  PhoneNumber: '06-12345678',
  Motivation: 'Ik help graag mee.',
};

for (const backend of BACKENDS) {
  describe(`application form (${backend})`, () => {
    let app: FastifyInstance;
    let db: Db;
    let dispose: () => Promise<void>;
    const files = new FakeFiles();

    before(async () => {
      const testDb = await createTestDb(backend);
      ({ db, dispose } = testDb);
      await migrate(db);
      await seedDatabase(db);
      app = await buildApp({ db, siteUrl: 'http://localhost:3000', rateLimitMax: 0, applicationFiles: files });
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

    const send = (fields: Record<string, string>, file?: FilePart) =>
      app.inject({ method: 'POST', url: '/api/v1/forms/vacancy/apply/send', ...multipart(fields, file) });
    const stored = async () => (await db.query<Record<string, unknown>>('SELECT * FROM applications')).rows;

    it('stores the application row and the attachment before answering 200', async () => {
      const response = await send(regional, { name: 'cv anna.pdf', content: pdf() });
      assert.equal(response.statusCode, 200);
      const [row, ...rest] = await stored();
      assert.equal(rest.length, 0);
      assert.equal(row?.vacancy_nid, 200);
      assert.equal(row?.vacancy_type, 'regional');
      assert.equal(row?.vacancy_title, 'Gastvrouw of gastheer Alzheimer Café');
      assert.equal(row?.region, 'Regio Utrecht');
      assert.equal(row?.email, 'anna@voorbeeld.nl');
      assert.equal(row?.first_name, 'Anna');
      assert.equal(row?.attachment_name, 'cv anna.pdf');
      assert.equal(row?.attachment_size, 200);
      assert.equal(new Date(row?.sent_at as string).toISOString(), '2026-11-21T10:05:00.000Z');
      assert.ok(row?.received_at);
      assert.deepEqual([...files.saved.keys()], [row?.attachment_blob]);
      assert.match(String(row?.attachment_blob), /^[\w-]+\/cv_anna\.pdf$/);
    });

    it('accepts an application without a file', async () => {
      assert.equal((await send(regional)).statusCode, 200);
      assert.equal((await stored()).length, 1);
      assert.equal(files.saved.size, 0);
    });

    const rejects = async (
      fields: Record<string, string>,
      errors: Record<string, string> | undefined,
      file?: FilePart,
    ) => {
      const response = await send(fields, file);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json<{ errors?: unknown }>().errors ? 'errors' : 'none', errors ? 'errors' : 'none');
      if (errors) assert.deepEqual(response.json<{ errors: unknown }>().errors, errors);
      assert.equal((await stored()).length, 0);
      assert.equal(files.saved.size, 0);
    };

    it('names each failing field with the first failing rule of the shared rules', async () => {
      const { FirstName: _first, ...withoutFirstName } = regional;
      await rejects(withoutFirstName, { FirstName: 'FieldMandatory' });
      await rejects({ ...regional, LastName: 'x'.repeat(51) }, { LastName: 'FieldTooLong' });
      await rejects({ ...regional, Email: 'anna@voorbeeld' }, { Email: 'InvalidEmail' });
      await rejects({ ...regional, PhoneNumber: '12345' }, { PhoneNumber: 'InvalidPhoneNumber' });
      await rejects({ ...regional, City: 'Utrecht 2' }, { City: 'InvalidPlace' });
      await rejects(regional, { Attachment: 'FileTypeForbidden' }, { name: 'cv.txt', content: Buffer.from('hallo') });
      await rejects(regional, { Attachment: 'FilNameTooLong' }, { name: `${'a'.repeat(251)}.pdf`, content: pdf() });
    });

    it('the corporate form asks for motivation and a file', async () => {
      await db.query(
        `INSERT INTO nodes (nid, type, title, alias, status, created, changed, body_text, data)
         VALUES (9231, 'corporate_vacature', 'Testvacature', '/testvacature', true, now(), now(), '', '{}')
         ON CONFLICT (nid) DO NOTHING`,
      );
      const corporate = { ...regional, Id: '9231', VacancyType: 'corporate', Motivation: '' };
      await rejects(corporate, { Motivation: 'FieldMandatory', Attachment: 'FileMandatory' });
      const response = await send(
        { ...corporate, Motivation: 'Graag.' },
        { name: 'cv.docx', content: Buffer.from('PK\x03\x04rest') },
      );
      assert.equal(response.statusCode, 200);
    });

    it('refuses a program renamed to .pdf by its content', async () => {
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
      await rejects(regional, { Attachment: 'FileTypeForbidden' }, { name: 'cv.pdf', content: exe });
    });

    it('refuses a file of 2 MB plus one byte, and takes one of exactly 2 MB', async () => {
      await rejects(regional, { Attachment: 'FileTooBig' }, { name: 'cv.pdf', content: pdf(2_097_153) });
      assert.equal((await send(regional, { name: 'cv.pdf', content: pdf(2_097_152) })).statusCode, 200);
    });

    it('answers a filled honeypot like a success and stores nothing', async () => {
      const response = await send({ ...regional, HoneyPot: 'http://spam.example' }, { name: 'cv.pdf', content: pdf() });
      assert.equal(response.statusCode, 200);
      assert.equal((await stored()).length, 0);
      assert.equal(files.saved.size, 0);
    });

    it('refuses an unknown vacancy, a bad vacancy type and a mismatched type', async () => {
      await rejects({ ...regional, Id: '999999' }, undefined);
      await rejects({ ...regional, Id: 'abc' }, undefined);
      await rejects({ ...regional, Id: '1' }, undefined);
      await rejects({ ...regional, VacancyType: 'anders' }, undefined);
      await rejects({ ...regional, VacancyType: 'corporate', Motivation: 'x' }, undefined, {
        name: 'cv.pdf',
        content: pdf(),
      });
      await rejects({ ...regional, SentTimeStamp: 'gisteren' }, undefined);
    });

    it('answers 503 and keeps nothing when blob storage is unreachable', async () => {
      files.broken = true;
      const response = await send(regional, { name: 'cv.pdf', content: pdf() });
      assert.equal(response.statusCode, 503);
      assert.doesNotMatch(response.body, /ECONNREFUSED/);
      assert.equal((await stored()).length, 0);
    });

    it('refuses a body that is not multipart', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/forms/vacancy/apply/send',
        payload: { Id: 200 },
      });
      assert.equal(response.statusCode, 415);
    });
  });
}
