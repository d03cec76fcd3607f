import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as CFB from 'cfb';
import Fastify, { type FastifyInstance } from 'fastify';
import { pdfFixture } from '../../tools/fixtures/pdf';
import { attachmentType } from '../src/lib/attachment-check';
import { isStorableText } from '../src/lib/storable-text';
import errorHandler from '../src/plugins/app/error-handler';
import inputCheck from '../src/plugins/app/input-check';
import { formTimestamp } from '../src/plugins/external/multipart';
import { pdf } from './applications-support';
import { doc, docx, zip } from './attachment-fixtures';

// The checks that keep odd input from the database, one by one.

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** True when the file is what its extension says. */
const genuine = async (name: string, content: Buffer) => (await attachmentType(name, content)) !== null;

describe('form time stamps', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('reads milliseconds and ISO dates, and a missing one as null', () => {
    assert.equal(formTimestamp('2026-11-21T10:00:00.000Z', now)?.toISOString(), '2026-11-21T10:00:00.000Z');
    assert.equal(formTimestamp('1795600000000', now)?.getTime(), 1795600000000);
    assert.equal(formTimestamp(undefined, now), null);
    assert.equal(formTimestamp(' ', now), null);
    assert.equal(formTimestamp('2024-02-29', now)?.toISOString(), '2024-02-29T00:00:00.000Z');
  });

  it('refuses what is not finite, not a real day, before 2000, or more than a year ahead', () => {
    const far = new Date(now + 2 * YEAR_MS).toISOString();
    for (const value of [
      'Infinity',
      '1e400',
      '-1',
      '0',
      '1999-12-31T23:59:59Z',
      far,
      '+275760-09-13T00:00:00Z',
      '2026-02-30',
      '2026-02-29T10:00:00Z',
      '2026-04-31T10:00:00.000Z',
      '2026-13-01',
      '2026-11-00',
      '9'.repeat(50),
    ]) {
      assert.equal(formTimestamp(value, now), undefined, value);
    }
  });
});

describe('storable text', () => {
  it('refuses NUL and lone surrogates, and takes any other text', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00', '\ud83d', 'a\ud83d\ud83d'])
      assert.equal(isStorableText(text), false);
    for (const text of ['', 'Anna', '😀', '\t\r\n', '\uffff', 'é']) assert.equal(isStorableText(text), true);
  });
});

describe('input check on JSON bodies', () => {
  let app: FastifyInstance;
  before(async () => {
    app = Fastify();
    await app.register(errorHandler);
    await app.register(inputCheck);
    app.post('/echo', async () => ({ read: true }));
  });
  after(() => app.close());

  it('refuses a NUL or a lone surrogate anywhere in a JSON body, also in a key, with 400', async () => {
    for (const payload of ['{"a":"\\u0000"}', '{"a":["x",{"b":"\\ud800"}]}', '{"\\udfff":1}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/echo',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(response.statusCode, 400, payload);
      assert.match(response.json<{ message: string }>().message, /^body\/.* bevat ongeldige tekens/);
    }
  });

  it('takes a deeply nested body without running out of stack', async () => {
    const payload = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 200);
  });
});

describe('attachment structure', () => {
  it('takes a pdf, a compound-file .doc and a Word .docx, each with the type it really has', async () => {
    assert.equal(await attachmentType('cv.pdf', pdf()), 'application/pdf');
    assert.equal(await attachmentType('cv.doc', doc()), 'application/msword');
    assert.equal(
      await attachmentType('CV.DOCX', docx()),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    // Markup inside a stream (an embedded file) is the pdf's business, not a web page.
    const embedded = pdfFixture(600, '', ['<html>in een stroom</html>']);
    assert.equal(await genuine('cv.pdf', embedded), true);
  });

  it('refuses a file with a pdf header and end marker that does not parse as a pdf', async () => {
    // No objects, no cross-reference: what an upload check on the first and last bytes let through.
    const shell = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 0x20), Buffer.from('\n%%EOF\n')]);
    assert.equal(await genuine('cv.pdf', shell), false);
    // Objects, but no document: no catalogue with pages.
    const loose = Buffer.from('%PDF-1.4\n1 0 obj<</Kleur/Blauw>>endobj\ntrailer<</Size 2>>\n%%EOF\n');
    assert.equal(await genuine('cv.pdf', loose), false);
    // And a real one cut off before its cross-reference.
    const whole = pdf(2000);
    assert.equal(await genuine('cv.pdf', Buffer.concat([whole.subarray(0, 200), Buffer.from('\n%%EOF\n')])), false);
  });

  it('refuses a file that starts as a pdf and goes on as a web page', async () => {
    const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>');
    assert.equal(await genuine('cv.pdf', polyglot), false);
    assert.equal(await genuine('cv.pdf', Buffer.concat([polyglot, Buffer.from('\n%%EOF\n')])), false);
    const page = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n<!DOCTYPE html><body onload=alert(1)>\n%%EOF\n');
    assert.equal(await genuine('cv.pdf', page), false);
    assert.equal(await genuine('cv.pdf', pdf().subarray(0, 150)), false);
  });

  it('refuses a .doc that is a compound-file header followed by a web page', async () => {
    const header = doc().subarray(0, 512);
    const fake = Buffer.concat([header, Buffer.from('<html><script>alert(1)</script></html>'.padEnd(1024, ' '))]);
    assert.equal(await genuine('cv.doc', fake), false);
    // A compound file without a Word stream (an Excel 97 workbook, say) is no Word document.
    const other = CFB.utils.cfb_new();
    CFB.utils.cfb_add(other, 'Workbook', Buffer.alloc(600, 1));
    assert.equal(await genuine('cv.doc', Buffer.from(CFB.write(other, { type: 'buffer' }) as Uint8Array)), false);
  });

  it('refuses a kind that does not match the name, and a plain zip named .docx', async () => {
    assert.equal(await genuine('cv.doc', docx()), false);
    assert.equal(await genuine('cv.docx', doc()), false);
    assert.equal(await genuine('cv.pdf', docx()), false);
    assert.equal(await genuine('cv.docx', zip([{ name: 'a.txt', content: Buffer.from('hallo') }])), false);
    assert.equal(await genuine('cv.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])), false);
  });

  it('refuses a .docx that unpacks to more than 20 MB or 100 times its size, declared or real', async () => {
    const bomb = docx(' '.repeat(21 * 1024 * 1024));
    assert.ok(bomb.length < 100_000);
    assert.equal(await genuine('cv.docx', bomb), false);
    // The same bomb declaring a harmless size: caught when the unpacked bytes do not match.
    assert.equal(await genuine('cv.docx', docx(' '.repeat(21 * 1024 * 1024), 1000)), false);
    // Under 20 MB but 1000 times its packed size.
    assert.equal(await genuine('cv.docx', docx(' '.repeat(5 * 1024 * 1024))), false);
    assert.equal(await genuine('cv.docx', docx('<w:document/>', 0xfffffff0)), false);
  });

  it('refuses a zip without a well-formed directory', async () => {
    for (const broken of [Buffer.from('PK\x03\x04rest'), docx().subarray(0, -1)]) {
      assert.equal(await genuine('cv.docx', broken), false);
    }
  });
});
