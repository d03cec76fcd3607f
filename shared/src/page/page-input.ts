/**
 * Reads a value the server put into the page as a hidden input (spec 2 §7: error reporting
 * settings, the anti-forgery token, the brand). Empty when the page has no such input.
 */
export function readPageInput(id: string): string {
  if (typeof document === 'undefined') return '';
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement ? input.value : '';
}

export const pageInputIds = {
  brand: 'brand',
  sentryDsn: 'sentry-dsn',
  sentryEnvironment: 'sentry-environment',
  sentryRelease: 'sentry-release',
  readAloudCustomerId: 'read-aloud-customer-id',
  newsletterFormId: 'newsletter-form-id',
  newsletterScriptId: 'newsletter-script-id',
  antiForgeryToken: '__RequestVerificationToken',
} as const;
