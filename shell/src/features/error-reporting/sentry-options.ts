// What the error-reporting SDK is told at start (spec 2 §7 "Error reporting", §8, §9).
import {
  ANTI_FORGERY_HEADER,
  antiForgeryToken,
  isAntiForgeryRefusal,
  refreshAntiForgeryToken,
} from '@alz/shared/api/anti-forgery';

/** Same-origin envelope tunnel of our api, so ad-blockers that drop the vendor's host keep reporting. */
export const errorReportTunnel = '/api/v1/error-reports';

/**
 * spec 2 §8: known third-party noise that says nothing about our code (browser quirks,
 * extensions, in-app browsers and ad scripts); the same list the vendor's community keeps.
 */
export const ignoredErrors: (string | RegExp)[] = [
  // Harmless layout notices that Chrome and Firefox raise as errors.
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/,
  'Non-Error promise rejection captured',
  'Non-Error exception captured',
  // Cross-origin scripts: the browser hides the message, so nothing can be learnt from it.
  /^Script error\.?$/,
  'top.GLOBALS',
  'originalCreateNotification',
  'canvas.contentDocument',
  'MyApp_RemoveAllHighlights',
  'http://tt.epicplay.com',
  "Can't find variable: ZiteReader",
  'jigsaw is not defined',
  'ComboSearch is not defined',
  'http://loading.retry.widdit.com/',
  'atomicFindClose',
  'fb_xd_fixed',
  'bmi_SafeAddOnload',
  'EBCallBackMessageReceived',
  'conduitPage',
  // In-app browsers (Facebook, Instagram) inject these into every page.
  /Can't find variable: _AutofillCallbackHandler/,
  /Java object is gone/,
  /instantSearchSDKJSBridgeClearHighlight/,
  // Browser extensions.
  /chrome-extension:\/\//,
  /moz-extension:\/\//,
  /safari-(web-)?extension:\/\//,
  /webkit-masked-url:\/\//,
];

/** spec 2 §8: errors thrown from tag-manager, social and extension scripts are not ours. */
export const deniedUrls: RegExp[] = [
  /googletagmanager\.com/,
  /google-analytics\.com/,
  /connect\.facebook\.net/,
  /graph\.facebook\.com/,
  /^chrome-extension:\/\//,
  /^moz-extension:\/\//,
  /^safari-extension:\/\//,
  /^safari-web-extension:\/\//,
];

export interface PageSettings {
  dsn: string;
  environment: string;
  release: string;
}

/** The parts of `@sentry/react` this feature uses; the rest stays out of the lazy chunk. */
export type ErrorReportingSdk = Pick<
  typeof import('@sentry/react'),
  'init' | 'captureException' | 'browserTracingIntegration' | 'makeFetchTransport'
>;

/**
 * The tunnel is a write like any other, so each report carries the page's anti-forgery token,
 * read at the moment it is sent: a form may have fetched a fresh one since the page opened.
 */
const withAntiForgeryToken: typeof fetch = async (input, init) => {
  const send = () =>
    fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), [ANTI_FORGERY_HEADER]: antiForgeryToken() },
    });
  // Another tab may have been given a new token since this one opened: get it once and resend.
  const response = await send();
  return (await isAntiForgeryRefusal(response)) && (await refreshAntiForgeryToken()) ? send() : response;
};

export function sentryOptions(
  settings: PageSettings,
  sdk: ErrorReportingSdk,
): Parameters<ErrorReportingSdk['init']>[0] {
  return {
    dsn: settings.dsn,
    environment: settings.environment || undefined,
    release: settings.release || undefined,
    tunnel: errorReportTunnel,
    transport: (options) => sdk.makeFetchTransport(options, withAntiForgeryToken),
    // spec 2 §9: trace sample rate 1; tracing only runs with the tracing integration added.
    tracesSampleRate: 1,
    integrations: [sdk.browserTracingIntegration()],
    ignoreErrors: ignoredErrors,
    denyUrls: deniedUrls,
  };
}
