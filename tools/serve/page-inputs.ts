import crypto from 'node:crypto';
import type http from 'node:http';
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

/**
 * Adds the page inputs and a fresh anti-forgery token to index.html. The token is also set as
 * a cookie: the api accepts a protected call only when the header it gets from the hidden field
 * matches the cookie (double submit), which another site's page cannot arrange.
 */
export function renderPageInputs(inputs: PageInputs) {
  return (html: string, res: http.ServerResponse, visit: { secure: boolean }): string => {
    const token = crypto.randomBytes(18).toString('base64url');
    // Secure when the visitor came over https (our own TLS or a trusted front proxy's word); a
    // plain-http visit, such as localhost, would never send a Secure cookie back.
    const secure = visit.secure ? '; Secure' : '';
    res.setHeader('Set-Cookie', `${antiForgeryName}=${token}; Path=/; SameSite=Strict; HttpOnly${secure}`);
    // The ids are the ones the client reads with readPageInput() from @alz/shared.
    const fields = (Object.keys(inputs) as (keyof PageInputs)[])
      .map((key) => `<input type="hidden" id="${pageInputIds[key]}" value="${escape(inputs[key])}" />`)
      .concat(`<input type="hidden" id="${antiForgeryName}" value="${token}" />`)
      .join('');
    return html.replace('</body>', `${fields}</body>`);
  };
}
