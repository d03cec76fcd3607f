import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error';

// Spec 1 §5 and §9: one attachment of at most 2 MB per form submission.
export const autoConfig = {
  limits: { fileSize: 2_097_152, files: 1, fields: 40, fieldSize: 10_000 },
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
 * answers 400 (see unreadableForm).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { fileField }: { fileField?: string } = {},
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, file: null, fileTooBig: false };
  // The plugin reads this option per request; its type declaration leaves it out.
  const options = { throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
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
  return form;
}

/**
 * A form's time stamp (milliseconds or an ISO date): null when it is missing, undefined when
 * it cannot be read, which the route answers with 400.
 */
export function formTimestamp(value: string | undefined): Date | null | undefined {
  if (!value?.trim()) return null;
  const date = new Date(/^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export default multipart;
