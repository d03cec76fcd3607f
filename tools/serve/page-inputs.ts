import crypto from 'node:crypto';
import { pageInputIds } from '@alz/shared/page/page-input';

export const brands = ['alz', 'dem', 'sdv'] as const;
export type Brand = (typeof brands)[number];

/** Values the page reads from hidden inputs (spec 2 §7: error reporting, anti-forgery, …). */
export interface PageInputs {
  brand: Brand;
  sentryDsn: string;
  sentryEnvironment: string;
  sentryRelease: string;
  readAloudCustomerId: string;
  newsletterFormId: string;
  newsletterScriptId: string;
}

type Env = Record<string, string | undefined>;

export function readPageInputs(env: Env): PageInputs {
  const brand = env.BRAND || 'alz';
  if (!brands.includes(brand as Brand)) throw new Error(`BRAND must be one of ${brands.join(', ')}, got "${brand}"`);
  return {
    brand: brand as Brand,
    sentryDsn: env.SENTRY_DSN ?? '',
    sentryEnvironment: env.SENTRY_ENVIRONMENT || 'local',
    sentryRelease: env.SENTRY_RELEASE ?? '',
    readAloudCustomerId: env.READ_ALOUD_CUSTOMER_ID ?? '',
    newsletterFormId: env.NEWSLETTER_FORM_ID ?? '',
    newsletterScriptId: env.NEWSLETTER_SCRIPT_ID ?? '',
  };
}

const antiForgeryName = pageInputIds.antiForgeryToken;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// A function, not a string, as the replacement: a value with `$&` or `$'` in it stays as written.
const beforeBodyEnd = (html: string, fields: string) => html.replace('</body>', () => `${fields}</body>`);

/** Adds the page inputs to index.html; the ids are the ones the client reads with readPageInput(). */
export function addPageInputs(html: string, inputs: PageInputs): string {
  const fields = (Object.keys(inputs) as (keyof PageInputs)[])
    .map((key) => `<input type="hidden" id="${pageInputIds[key]}" value="${escape(inputs[key])}" />`)
    .join('');
  return beforeBodyEnd(html, fields);
}

/**
 * Adds a fresh anti-forgery token to a rendered page, and gives the cookie that carries the same
 * value: the api accepts a protected call only when the header it gets from the hidden field
 * matches the cookie (double submit), which another site's page cannot arrange.
 */
export function addAntiForgeryToken(html: string, visit: { secure: boolean }): { html: string; cookie: string } {
  const token = crypto.randomBytes(18).toString('base64url');
  // Secure when the visitor came over https (our own TLS or a trusted front proxy's word); a
  // plain-http visit, such as localhost, would never send a Secure cookie back.
  const secure = visit.secure ? '; Secure' : '';
  return {
    html: beforeBodyEnd(html, `<input type="hidden" id="${antiForgeryName}" value="${token}" />`),
    cookie: `${antiForgeryName}=${token}; Path=/; SameSite=Strict; HttpOnly${secure}`,
  };
}
