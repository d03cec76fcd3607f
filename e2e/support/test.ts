import { test as base } from '@playwright/test';
import { consentCookies, MARKETING_ACCEPTED, type ConsentChoice } from '@alz/shared/consent/consent';

export { expect } from '@playwright/test';
export type { Locator, Page, Response } from '@playwright/test';

export interface SiteOptions {
  /**
   * The cookie choice a visitor already made on an earlier visit, set as the site's own cookies
   * before the first page opens, so the banner does not show. Leave it out when the banner (or
   * what happens when it is answered) is what the test checks.
   */
  consent: ConsentChoice | undefined;
}

/** Playwright's `test`, with the site's options. */
export const test = base.extend<SiteOptions>({
  consent: [undefined, { option: true }],
  context: async ({ context, consent, baseURL }, use) => {
    if (consent && baseURL) {
      await context.addCookies([
        { name: consentCookies.choice, value: consent, url: baseURL },
        { name: consentCookies.marketing, value: consent === 'all' ? MARKETING_ACCEPTED : 'declined', url: baseURL },
      ]);
    }
    await use(context);
  },
});
