import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { httpError } from './http-error';

// Names as the site's server writes them (tools/serve/page-inputs.ts) and the client sends them.
export const ANTI_FORGERY_COOKIE = '__RequestVerificationToken';
export const ANTI_FORGERY_HEADER = 'requestverificationtoken';

const MAX_TOKEN_LENGTH = 256;

/** The first value of a cookie in a Cookie header; null when absent or badly encoded. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit check: another site's page can make the browser send our cookie, but cannot
 * read it to put the same value in a header. A missing or different token is refused (403).
 */
export async function requireAntiForgeryToken(request: FastifyRequest): Promise<void> {
  const header = request.headers[ANTI_FORGERY_HEADER];
  const cookie = readCookie(request.headers.cookie, ANTI_FORGERY_COOKIE);
  const valid =
    typeof header === 'string' &&
    header !== '' &&
    header.length <= MAX_TOKEN_LENGTH &&
    cookie !== null &&
    sameToken(header, cookie);
  if (!valid) throw httpError(403, 'Deze aanvraag mist een geldige beveiligingscode.');
}
