import fc from 'fast-check';
import { pdf } from './applications-support';
import { GENUINE_FILES, zip } from './attachment-fixtures';
import { anyText, poisoned } from './input-arbitraries';

export const BOUNDARY = '----alz-property-boundary';

export interface Part {
  name: string;
  value: string | Uint8Array;
  /** A part sent as application/json is parsed by the multipart plugin. */
  json: boolean;
}

export interface FilePart {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface FormRequest {
  payload: Buffer;
  headers: Record<string, string>;
  label: string;
  [fc.toStringMethod]: () => string;
}

/** A multipart body written by hand, with the odd parts no browser sends. */
export function multipartBody(parts: Part[], file: FilePart | null): FormRequest {
  const chunks: Buffer[] = [];
  for (const { name, value, json } of parts) {
    const type = json ? 'Content-Type: application/json\r\n' : '';
    const content = json && typeof value === 'string' ? JSON.stringify(value) : value;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n${type}\r\n`));
    chunks.push(Buffer.from(content), Buffer.from('\r\n'));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="Attachment"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const fields = parts.map(({ name, value }) => `${name}=${typeof value === 'string' ? value.slice(0, 60) : 'bytes'}`);
  const label = JSON.stringify([...fields, file ? `${file.filename} (${file.content.length} bytes)` : 'no file']);
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    label,
    // A failing run prints the fields, not the bytes of the body.
    [fc.toStringMethod]: () => label,
  };
}

/** A valid form, with a few fields changed, dropped or added, each sent as text, JSON or bytes. */
function formArbitrary(
  valid: Record<string, string>,
  plausible: Record<string, string[]>,
  file: fc.Arbitrary<FilePart | null>,
) {
  const names = Object.keys(valid);
  const value = (name: string) => {
    const fitting = fc.constantFrom(...(plausible[name] ?? []), valid[name] ?? '');
    return fc.oneof(fitting, poisoned(fitting), anyText);
  };
  const change = fc.oneof(
    fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), value(name))),
    fc.tuple(anyText, anyText),
  );
  const encoding = fc.constantFrom('text', 'text', 'text', 'json', 'bytes');
  return fc
    .record({
      changes: fc.array(fc.tuple(change, encoding, fc.uint8Array({ maxLength: 30 })), { maxLength: 3 }),
      dropped: fc.subarray(names, { maxLength: 2 }),
      file,
    })
    .map(({ changes, dropped, file: chosen }) => {
      const parts = new Map<string, Part>(
        names
          .filter((name) => !dropped.includes(name))
          .map((name) => [name, { name, value: valid[name] ?? '', json: false }]),
      );
      for (const [[name, text], how, bytes] of changes) {
        parts.set(name, { name, value: how === 'bytes' ? bytes : text, json: how === 'json' });
      }
      return multipartBody([...parts.values()], chosen);
    });
}

const STAMPS = [
  '2026-11-21T10:00:00.000Z',
  '1795600000000',
  '0',
  '-1',
  '1e400',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31',
];

const VALID_APPLICATION = {
  RenderedTimeStamp: '2026-11-21T10:00:00.000Z',
  SentTimeStamp: '2026-11-21T10:05:00.000Z',
  Id: '200',
  VacancyType: 'regional',
  Region: 'Regio Utrecht',
  OrganisationUnitKey: 'utrecht',
  Gender: 'female',
  FirstName: 'Anna',
  Insertion: 'de',
  LastName: 'Vries',
  City: 'Utrecht',
  Email: 'anna@voorbeeld.nl',
  PhoneNumber: '06-12345678',
  Motivation: 'Ik help graag mee.',
};

const PLAUSIBLE_APPLICATION: Record<string, string[]> = {
  RenderedTimeStamp: STAMPS,
  SentTimeStamp: STAMPS,
  Id: ['200', '230', '231', '0', '2147483648', '1e3'],
  VacancyType: ['regional', 'landelijk', 'corporate'],
  Gender: ['male', 'unknown', ''],
  Email: ['bram@voorbeeld.nl', 'x@y', ' a @b.nl'],
  PhoneNumber: ['0612345678', '+31 6 12345678', '123'],
  Open: ['true', 'false'],
  HoneyPot: ['', 'http://spam.example'],
};

const htmlAfterPdfHeader = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>');
const zipBomb = zip([
  { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
  { name: 'word/document.xml', content: Buffer.from('<w:document/>'), declaredSize: 0xfffffff0 },
]);

const CONTENTS = [
  ...GENUINE_FILES.map(({ content }) => content),
  pdf(2_097_153),
  htmlAfterPdfHeader,
  zipBomb,
  pdf().subarray(0, 100),
  Buffer.alloc(0),
];

const fileArbitrary: fc.Arbitrary<FilePart | null> = fc.option(
  fc.record({
    filename: fc.oneof(
      fc.constantFrom('cv.pdf', 'cv.doc', 'cv.docx', 'CV.PDF', 'cv.txt', 'cv', '', `${'a'.repeat(260)}.pdf`),
      anyText.map((name) => `${name}.pdf`),
    ),
    contentType: fc.constantFrom('application/pdf', 'application/msword', 'text/html', 'application/octet-stream'),
    content: fc.oneof(
      fc.constantFrom(...CONTENTS),
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    ),
  }),
  { nil: null },
);

export const applicationArbitrary = formArbitrary(VALID_APPLICATION, PLAUSIBLE_APPLICATION, fileArbitrary);

export const newsletterArbitrary = formArbitrary(
  {
    RenderedTimeStamp: '2026-11-21T10:00:00.000Z',
    SentTimeStamp: '2026-11-21T10:01:00.000Z',
    Region: 'Regio Utrecht',
    RecipientEmail: 'anna@voorbeeld.nl',
  },
  {
    RenderedTimeStamp: STAMPS,
    SentTimeStamp: STAMPS,
    Region: ['Regio Utrecht', '109', '110', 'regio utrecht', '1'],
    RecipientEmail: ['Bram@Voorbeeld.nl', ' c @d.nl ', 'x@y', `${'a'.repeat(250)}@b.nl`],
  },
  fc.constant(null),
);
