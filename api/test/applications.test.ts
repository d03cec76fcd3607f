import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { antiForgery, BACKENDS } from './helper';
import {
  multipart,
  pdf,
  QUICK_OUTBOX,
  regionalApplication as regional,
  settleFiles,
  useFormsApp,
  type FilePart,
} from './applications-support';
import { docx } from './attachment-fixtures';

for (const backend of BACKENDS) {
  describe(`application form (${backend})`, () => {
    const forms = useFormsApp(backend);
    const files = forms.files;

    beforeEach(async () => {
      // The worker woken by the last test's store finishes first, so its upload lands before the clean-up.
      await settleFiles(forms.app);
      files.saved.clear();
      files.deleted = [];
      files.broken = false;
      files.forgetful = false;
      files.slow = null;
      files.uploads = 0;
      await forms.db.query('DELETE FROM applications');
    });
    const outbox = async () =>
      (await forms.db.query<{ blob_name: string; uploaded_at: unknown }>('SELECT * FROM application_file_outbox')).rows;

    const send = (fields: Record<string, string>, file?: FilePart) =>
      forms.app.inject({ method: 'POST', url: '/api/v1/forms/vacancy/apply/send', ...multipart(fields, file) });
    const stored = async () => (await forms.db.query<Record<string, unknown>>('SELECT * FROM applications')).rows;

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
      assert.equal(row?.attachment_size, 400);
      assert.equal(new Date(row?.sent_at as string).toISOString(), '2026-11-21T10:05:00.000Z');
      assert.ok(row?.received_at);
      // Committed with the row, in the database, before the answer (migration 015).
      assert.deepEqual(
        (await outbox()).map((file) => file.blob_name),
        [row?.attachment_blob],
      );
      await settleFiles(forms.app);
      assert.deepEqual([...files.saved.keys()], [row?.attachment_blob]);
      assert.deepEqual(await outbox(), [], 'the database lets go of the file once blob storage has it');
      assert.match(String(row?.attachment_blob), /^[\w-]+\/cv_anna\.pdf$/);
    });

    it('sends a regional application to the region the vacancy names, whatever the form says', async () => {
      const response = await send({
        ...regional,
        Region: 'Regio Elders',
        RegioRecipientEmail: 'ontvanger@kwaadwillig.example',
        OrganisationUnitKey: 'iets anders',
      });
      assert.equal(response.statusCode, 200);
      const [row] = await stored();
      assert.equal(row?.region, 'Regio Utrecht');
      assert.equal(row?.regio_recipient_email, 'regio.utrecht@example.org');
      assert.equal(row?.organisation_unit_key, 'Regio Utrecht');
    });

    it('stores no region for a national application', async () => {
      const national = {
        ...regional,
        Id: '232',
        VacancyType: 'landelijk',
        VacancyTitle: 'Open sollicitatie',
        Open: 'true',
      };
      assert.equal((await send(national)).statusCode, 200);
      const [row] = await stored();
      assert.equal(row?.vacancy_title, 'Open sollicitatie');
      assert.equal(row?.open, true);
      assert.equal(row?.region, null);
      assert.equal(row?.regio_recipient_email, null);
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
      await forms.db.query(
        `INSERT INTO nodes (nid, type, title, alias, status, created, changed, body_text, data)
         VALUES (9231, 'corporate_vacature', 'Testvacature', '/testvacature', true, now(), now(), '', '{}')
         ON CONFLICT (nid) DO NOTHING`,
      );
      const corporate = { ...regional, Id: '9231', VacancyType: 'corporate', Motivation: '' };
      await rejects(corporate, { Motivation: 'FieldMandatory', Attachment: 'FileMandatory' });
      const response = await send({ ...corporate, Motivation: 'Graag.' }, { name: 'cv.docx', content: docx() });
      assert.equal(response.statusCode, 200);
    });

    it('stores a file with the type its structure shows, not the one the browser claimed', async () => {
      const response = await send(regional, { name: 'cv.pdf', content: pdf(), type: 'text/html' });
      assert.equal(response.statusCode, 200);
      assert.equal((await stored())[0]?.attachment_type, 'application/pdf');
      const [waiting] = (
        await forms.db.query<{ content_type: string }>('SELECT content_type FROM application_file_outbox')
      ).rows;
      assert.equal(waiting?.content_type, 'application/pdf');
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
      await rejects({ ...regional, SentTimeStamp: '2026-02-30' }, undefined);
    });

    it('names each field that holds a control character, and stores nothing', async () => {
      await rejects(
        { ...regional, FirstName: 'An\u0007na', LastName: 'Vries\r\n', City: 'Zwolle\u001b[K' },
        { FirstName: 'InvalidCharacters', LastName: 'InvalidCharacters', City: 'InvalidCharacters' },
      );
    });

    it('answers 200 while blob storage is down, and moves the file there once it is back', async () => {
      files.broken = true;
      const content = pdf(777);
      const response = await send(regional, { name: 'cv.pdf', content });
      assert.equal(response.statusCode, 200);
      assert.equal((await stored()).length, 1);
      await settleFiles(forms.app);
      const [waiting] = await forms.db
        .query<{ attempts: number; last_error: string }>('SELECT attempts, last_error FROM application_file_outbox')
        .then((result) => result.rows);
      assert.equal(waiting?.attempts, 1);
      assert.match(String(waiting?.last_error), /ECONNREFUSED/);

      files.broken = false;
      // The next try is due after its backoff; the test does not wait for it.
      await forms.db.query('UPDATE application_file_outbox SET due_at = now()');
      await settleFiles(forms.app);
      assert.deepEqual([...files.saved.values()], [content]);
      assert.deepEqual(await outbox(), []);
    });

    it('uploads a file again when blob storage lost it after acknowledging it', async () => {
      const content = pdf(555);
      files.forgetful = true;
      assert.equal((await send(regional, { name: 'cv.pdf', content })).statusCode, 200);
      await settleFiles(forms.app);
      assert.equal(files.uploads, 2, 'the check after the first upload found nothing and uploaded again');
      assert.deepEqual([...files.saved.values()], [content]);
      assert.deepEqual(await outbox(), []);
    });

    it('a pass of the outbox asked for while one is under way also moves what came meanwhile', async () => {
      let answer = () => undefined as void;
      files.slow = new Promise((resolve) => (answer = resolve));
      let first: Promise<number> = Promise.resolve(0);
      let second: Promise<number> = Promise.resolve(0);
      try {
        assert.equal((await send(regional, { name: 'eerste.pdf', content: pdf() })).statusCode, 200);
        first = forms.app.fileOutbox.runOnce();
        // The pass under way has read its work; this application comes after that.
        assert.equal((await send(regional, { name: 'tweede.pdf', content: pdf(500) })).statusCode, 200);
        second = forms.app.fileOutbox.runOnce();
      } finally {
        // Whatever failed, blob storage answers again, so no later test waits on it.
        files.slow = null;
        answer();
      }
      await first;
      await second;
      assert.deepEqual([...files.saved.keys()].map((name) => name.split('/')[1]).sort(), ['eerste.pdf', 'tweede.pdf']);
    });

    it('answers a multipart body it cannot read with 400 JSON, and stores nothing', async () => {
      const part = (boundary: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="Id"\r\n\r\n200\r\n--${boundary}--\r\n`;
      const { payload: whole } = multipart(regional, { name: 'cv.pdf', content: pdf(5000) });
      const bodies: [string, string, string | Buffer][] = [
        ['another boundary than the header names', 'multipart/form-data; boundary=abc', part('xyz')],
        ['no boundary at all', 'multipart/form-data', part('xyz')],
        ['cut off in the file', 'multipart/form-data; boundary=----alz-test-boundary', whole.subarray(0, 3000)],
      ];
      for (const [label, type, payload] of bodies) {
        const response = await forms.app.inject({
          method: 'POST',
          url: '/api/v1/forms/vacancy/apply/send',
          headers: { ...antiForgery(), 'content-type': type },
          payload,
        });
        assert.equal(response.statusCode, 400, `${label}: ${response.body}`);
        assert.match(String(response.headers['content-type']), /^application\/json/, label);
        assert.equal(response.json<{ statusCode: number }>().statusCode, 400, label);
      }
      assert.equal((await stored()).length, 0);
      assert.equal(files.saved.size, 0);
    });

    it('writes no file at all when the row cannot be committed', async () => {
      // The same database, but every commit fails after the work inside it was done.
      const failingCommit: Db = {
        ...forms.db,
        transaction: (work) =>
          forms.db.transaction(async (tx) => {
            await work(tx);
            throw new Error('commit failed: the connection was lost');
          }),
        close: async () => undefined,
      };
      const failing = await buildApp({
        db: failingCommit,
        siteUrl: 'http://localhost:3000',
        rateLimitMax: 0,
        applicationFiles: files,
        fileOutbox: QUICK_OUTBOX,
      });
      try {
        const response = await failing.inject({
          method: 'POST',
          url: '/api/v1/forms/vacancy/apply/send',
          ...multipart(regional, { name: 'cv.pdf', content: pdf() }),
        });
        assert.equal(response.statusCode, 503);
        assert.doesNotMatch(response.body, /commit failed/);
        assert.equal((await stored()).length, 0);
        await settleFiles(failing);
        assert.deepEqual(await outbox(), []);
        assert.equal(files.saved.size, 0, 'no file stays behind without its application');
      } finally {
        await failing.close();
      }
    });

    it('allows ten applications a minute from one address; the eleventh gets 429 JSON', async () => {
      // The per-route limit only works with the rate-limit plugin, which the other tests leave off.
      const limited = await buildApp({
        db: { ...forms.db, close: async () => undefined },
        siteUrl: 'http://localhost:3000',
        rateLimitMax: 1000,
        applicationFiles: files,
      });
      try {
        const statuses: number[] = [];
        let last: Awaited<ReturnType<typeof limited.inject>> | null = null;
        for (let attempt = 0; attempt < 11; attempt += 1) {
          last = await limited.inject({
            method: 'POST',
            url: '/api/v1/forms/vacancy/apply/send',
            ...multipart({ ...regional, Email: `anna${attempt}@voorbeeld.nl` }),
          });
          statuses.push(last.statusCode);
        }
        assert.deepEqual(statuses, [...Array<number>(10).fill(200), 429]);
        assert.match(String(last?.headers['content-type']), /^application\/json/);
        assert.equal(last?.json<{ statusCode: number }>().statusCode, 429);
        assert.equal((await stored()).length, 10);
      } finally {
        await limited.close();
      }
    });

    it('refuses a body that is not multipart', async () => {
      const response = await forms.app.inject({
        method: 'POST',
        url: '/api/v1/forms/vacancy/apply/send',
        headers: antiForgery(),
        payload: { Id: 200 },
      });
      assert.equal(response.statusCode, 415);
    });
  });
}
