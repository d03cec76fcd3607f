// How the bench starts Chromium, for the page loads and for Lighthouse alike.
import { consentCookies, type ConsentChoice } from '../../shared/src/consent/consent';

/** Debian's Chromium, never a downloaded browser (the machines have no internet). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps calling Google's hosts, which this
// machine's closed network refuses. Playwright adds the headless flag itself.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The cookie choice of a visitor who answered the banner before ("only necessary"), set as
 * e2e/support/test.ts does, so that neither the page loads nor Lighthouse measure the banner.
 */
export const consentCookieList = (siteUrl: string) => [
  { name: consentCookies.choice, value: 'necessary' satisfies ConsentChoice, url: siteUrl },
  { name: consentCookies.marketing, value: 'declined', url: siteUrl },
];
