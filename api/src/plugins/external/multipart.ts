import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error';
import { isStorableText } from '../../lib/storable-text';

// Spec 1 §5 and §9: one attachment of at most 2 MB per form submission.
export const autoConfig = {
  limits: { fileSize: 2_097_152, files: 1, fields: 40, fieldSize: 10_000 },
  // @fastify/busboy 3.2.6 stalls for good, and the request never ends, when a part it skips (no
  // form-data disposition, a line break in its file name) brings more bytes in one write than a
  // part buffers (16 kB by default). A buffer larger than a whole form (under 2.5 MB) and than
  // the chunks the network hands over keeps that from happening.
  fileHwm: 4 * 1024 * 1024,
};

/**
 * A body the parser cannot read (no or a wrong boundary, cut off halfway, a broken part header)
 * is the client's fault, but the parser's errors carry no status and would end as a 500. The
 * plugin's own errors (limits: 413, not multipart: 406) keep theirs.
 */
export function unreadableForm(error: unknown): Error {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) return error;
  return httpError(400, 'Het formulier kon niet worden gelezen. Probeer het opnieuw.');
}

export interface UploadedFile {
  name: string;
  contentType: string;
  content: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The one file the form takes, when it has one and one was chosen. */
  file: UploadedFile | null;
  /** The file went past the size limit (2 MB) and was cut off. */
  fileTooBig: boolean;
}

/**
 * The one reader of the site's multipart forms. Keeps the file sent under `fileField` (the
 * first one); any other file, or a second one, is drained and ignored. A too-big file is cut
 * off, not thrown: it is a field error the form can show (FileTooBig). An unreadable body
 * answers 400 (see unreadableForm), and so does a field or file name that cannot be stored as
 * sent (lib/storable-text) or a field that is not text (a part sent as JSON is parsed by the
 * plugin). A field cut off at the field size limit answers 413: storing its first part would
 * keep less than the visitor wrote.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { fileField }: { fileField?: string } = {},
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, file: null, fileTooBig: false };
  // The plugin reads this option per request; its type declaration leaves it out.
  const options = { throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
  // Read to the end before refusing, so the parser is never left halfway through a part.
  let unfit = false;
  let cutOff = false;
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        const { fieldname, value } = part;
        cutOff ||= part.valueTruncated || part.fieldnameTruncated;
        if (typeof value === 'string' && isStorableText(fieldname) && isStorableText(value)) {
          form.fields[fieldname] = value;
        } else {
          unfit = true;
        }
      } else if (!isStorableText(part.filename) || !isStorableText(part.mimetype)) {
        unfit = true;
        part.file.resume();
      } else if (part.fieldname !== fileField || form.file || form.fileTooBig) {
        part.file.resume();
      } else {
        const content = await part.toBuffer();
        if (part.file.truncated) {
          form.fileTooBig = true;
        } else if (part.filename !== '' || content.length > 0) {
          // A browser sends an empty, nameless part when no file was chosen.
          form.file = { name: part.filename, contentType: part.mimetype, content };
        }
      }
    }
  } catch (error) {
    throw unreadableForm(error);
  }
  if (unfit) throw httpError(400, 'Het formulier bevat ongeldige tekens.');
  if (cutOff) throw httpError(413, 'Een veld van het formulier is te lang.');
  return form;
}

// The time stamps come from the visitor's clock, so some drift is normal. A browser whose clock
// is years off cannot open the site over HTTPS anyway (certificates are not yet or no longer
// valid), and outside these bounds PostgreSQL may not even take the date (year 275760).
const EARLIEST_TIMESTAMP = Date.UTC(2000, 0, 1);
const MAX_TIMESTAMP_LEAD_MS = 366 * 24 * 60 * 60 * 1000;
// Milliseconds, or an ISO 8601 date as Date.toISOString writes it (the time part optional). Date
// itself reads far more: "-1" would be the year 2001.
const TIMESTAMP = /^(\d{1,15}|\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?)$/;

/** Whether an ISO date names a real day: Date reads 2026-02-30 as 2 March. */
function isCalendarDate(value: string): boolean {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!date) return true;
  const [year, month, day] = date.slice(1).map(Number) as [number, number, number];
  const day0 = new Date(Date.UTC(year, month - 1, day));
  return day0.getUTCFullYear() === year && day0.getUTCMonth() === month - 1 && day0.getUTCDate() === day;
}

/**
 * A form's time stamp (milliseconds or an ISO date): null when it is missing, undefined when
 * it cannot be read or lies before 2000 or more than a year ahead, which the route answers
 * with 400.
 */
export function formTimestamp(value: string | undefined, now = Date.now()): Date | null | undefined {
  if (!value?.trim()) return null;
  if (!TIMESTAMP.test(value) || !isCalendarDate(value)) return undefined;
  const time = new Date(/^\d+$/.test(value) ? Number(value) : value).getTime();
  if (!Number.isFinite(time) || time < EARLIEST_TIMESTAMP || time > now + MAX_TIMESTAMP_LEAD_MS) return undefined;
  return new Date(time);
}

export default multipart;
