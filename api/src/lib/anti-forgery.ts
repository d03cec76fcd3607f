import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from './http-error';

// Names as the site's server writes them (tools/serve/page-inputs.ts) and the client sends them.
export const ANTI_FORGERY_COOKIE = '__RequestVerificationToken';
export const ANTI_FORGERY_HEADER = 'requestverificationtoken';

const MAX_TOKEN_LENGTH = 256;
const TOKEN_BYTES = 18;

/** The `code` of a refusal: the front end fetches a fresh token once and sends the call again. */
export const ANTI_FORGERY_CODE = 'anti-forgery';
const REFUSAL = 'Deze aanvraag mist een geldige beveiligingscode. Probeer het opnieuw.';

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
 * Double submit: another site's page can make the browser send our cookie, but cannot read it
 * to put the same value in a header.
 */
function hasToken(request: FastifyRequest): boolean {
  const header = request.headers[ANTI_FORGERY_HEADER];
  const cookie = readCookie(request.headers.cookie, ANTI_FORGERY_COOKIE);
  return (
    typeof header === 'string' &&
    header !== '' &&
    header.length <= MAX_TOKEN_LENGTH &&
    cookie !== null &&
    sameToken(header, cookie)
  );
}

/**
 * What the browser says about who asked. Our pages call the api by fetch from their own origin
 * (through the site's proxy), so anything but `same-origin` is another site's page, or a
 * navigation, which never writes. Without these headers (an old browser, a script) the token
 * check is what stands.
 */
function fromOurPages(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  return origin === undefined || allowedOrigins.has(origin);
}

const refusal = () => httpError(403, REFUSAL, ANTI_FORGERY_CODE);

/** For every write and for reads marked `antiForgery: 'token'`: 403 before the body is read. */
export function requireAntiForgery(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): void {
  if (!fromOurPages(request, allowedOrigins) || !hasToken(request)) throw refusal();
}

/** For the token itself: only our pages may ask for one. */
export function requireOurOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): void {
  if (!fromOurPages(request, allowedOrigins)) throw refusal();
}

/**
 * A fresh token, set as the cookie the site's server sets with every page (same name, path and
 * attributes, so it replaces that one); `Secure` when the visitor came over HTTPS, as the
 * trusted proxy tells (X-Forwarded-Proto).
 */
export function issueAntiForgeryToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header('set-cookie', `${ANTI_FORGERY_COOKIE}=${token}; Path=/; SameSite=Strict; HttpOnly${secure}`);
  return token;
}
