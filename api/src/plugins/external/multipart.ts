import multipart from '@fastify/multipart';
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

export default multipart;
