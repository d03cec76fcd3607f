// How the bench starts Chromium, for the page loads and for Lighthouse alike.
import { consentCookies, type ConsentChoice } from '@alz/shared/consent/consent';

export { chromiumFlags, chromiumPath } from '../chromium';

/**
 * The cookie choice of a visitor who answered the banner before ("only necessary"), set as
 * e2e/support/test.ts does, so that neither the page loads nor Lighthouse measure the banner.
 */
export const consentCookieList = (siteUrl: string) => [
  { name: consentCookies.choice, value: 'necessary' satisfies ConsentChoice, url: siteUrl },
  { name: consentCookies.marketing, value: 'declined', url: siteUrl },
];
