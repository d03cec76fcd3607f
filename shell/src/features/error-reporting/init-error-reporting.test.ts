import * as Sentry from '@sentry/react';
import { eventBus } from '@alz/shared';
import { requestedUrls, stubFetch, type StubAnswer } from '@test/fetch-stub';
import { startErrorReporting, type ErrorReporting } from './init-error-reporting';

jest.mock('@sentry/react', () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  makeFetchTransport: jest.fn((_options: unknown, nativeFetch: typeof fetch) => ({ nativeFetch })),
}));

const settings = { dsn: 'https://key@o1.ingest.example/2', environment: 'test', release: 'shell@1.2.3' };
const runNow = (task: () => void) => {
  task();
  return () => {};
};

function addPageInput(id: string, value: string) {
  const input = document.createElement('input');
  Object.assign(input, { type: 'hidden', id, value });
  document.body.append(input);
}

describe('startErrorReporting', () => {
  let reporting: ErrorReporting | undefined;

  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    reporting?.stop();
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('loads nothing and captures nothing without a DSN page input', async () => {
    const loadSdk = jest.fn();
    reporting = startErrorReporting({ loadSdk, schedule: runNow });
    eventBus.emit('error:reported', { error: new Error('kapot') });
    expect(await reporting.ready).toBe(false);
    expect(loadSdk).not.toHaveBeenCalled();
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });

  it('reads the page inputs and loads the SDK only once the page is idle', async () => {
    jest.useFakeTimers();
    addPageInput('sentry-dsn', settings.dsn);
    addPageInput('sentry-environment', 'acceptatie');
    addPageInput('sentry-release', 'shell@1.2.3');
    addPageInput('__RequestVerificationToken', 'token-van-de-pagina');
    reporting = startErrorReporting();
    expect(Sentry.init).not.toHaveBeenCalled();

    jest.advanceTimersByTime(2000);
    expect(await reporting.ready).toBe(true);
    expect(Sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: settings.dsn,
        environment: 'acceptatie',
        release: 'shell@1.2.3',
        tunnel: '/api/v1/error-reports',
        tracesSampleRate: 1,
        integrations: [{ name: 'BrowserTracing' }],
      }),
    );
  });

  it('sends each report through the tunnel with the token the page holds at that moment', async () => {
    addPageInput('__RequestVerificationToken', 'eerste-token');
    reporting = startErrorReporting({ settings, schedule: runNow });
    await reporting.ready;
    const [{ transport }] = jest.mocked(Sentry.init).mock.calls[0] as unknown as [
      { transport: (options: object) => { nativeFetch: typeof fetch } },
    ];
    let sent = stubFetch({ '/api/v1/error-reports': { status: 200 } });
    const { nativeFetch } = transport({ url: '/api/v1/error-reports' });
    await nativeFetch('/api/v1/error-reports', { method: 'POST', headers: { 'Content-Type': 'text/plain' } });
    (document.getElementById('__RequestVerificationToken') as HTMLInputElement).value = 'nieuw-token';
    await nativeFetch('/api/v1/error-reports', { method: 'POST' });
    const tokens = sent.mock.calls.map(([, init]) => new Headers(init.headers).get('RequestVerificationToken'));
    expect(tokens).toEqual(['eerste-token', 'nieuw-token']);
    expect(new Headers(sent.mock.calls[0]![1].headers).get('Content-Type')).toBe('text/plain');

    // A token another tab replaced: the report gets a fresh one once and is sent again.
    const answers: StubAnswer[] = [{ status: 403, body: { code: 'anti-forgery' } }, { status: 200 }];
    sent = stubFetch({
      '/api/v1/error-reports': () => answers.shift()!,
      '/api/v1/anti-forgery': { body: { Token: 'derde-token' } },
    });
    expect((await nativeFetch('/api/v1/error-reports', { method: 'POST' })).status).toBe(200);
    expect(requestedUrls(sent)).toEqual(['/api/v1/error-reports', '/api/v1/anti-forgery', '/api/v1/error-reports']);
  });

  it('ignores known third-party noise and blocks tag-manager, social and extension scripts', async () => {
    reporting = startErrorReporting({ settings, schedule: runNow });
    await reporting.ready;
    const [{ ignoreErrors, denyUrls }] = jest.mocked(Sentry.init).mock.calls[0] as [
      { ignoreErrors: (string | RegExp)[]; denyUrls: RegExp[] },
    ];
    const ignored = (message: string) =>
      ignoreErrors.some((rule) => (typeof rule === 'string' ? message.includes(rule) : rule.test(message)));
    for (const noise of [
      'ResizeObserver loop limit exceeded',
      'ResizeObserver loop completed with undelivered notifications.',
      'Non-Error promise rejection captured with value: undefined',
      'Script error.',
      "Can't find variable: ZiteReader",
      'fb_xd_fixed',
      'top.GLOBALS',
    ]) {
      expect(ignored(noise)).toBe(true);
    }
    expect(ignored('Cannot read properties of undefined (reading "title")')).toBe(false);

    const denied = (url: string) => denyUrls.some((rule) => rule.test(url));
    expect(denied('https://www.googletagmanager.com/gtm.js?id=GTM-1')).toBe(true);
    expect(denied('https://connect.facebook.net/nl_NL/fbevents.js')).toBe(true);
    expect(denied('https://graph.facebook.com/v1/x')).toBe(true);
    expect(denied('chrome-extension://abc/content.js')).toBe(true);
    expect(denied('moz-extension://abc/content.js')).toBe(true);
    expect(denied('safari-extension://abc/content.js')).toBe(true);
    expect(denied('https://www.alzheimer-nederland.nl/main.js')).toBe(false);
  });

  it('captures errors and remote failures reported on the event bus', async () => {
    reporting = startErrorReporting({ settings, schedule: runNow });
    await reporting.ready;
    const apiError = new Error('api down');
    const remoteError = new Error('remote down');
    eventBus.emit('error:reported', { error: apiError, context: 'GET /api/v1/es/news' });
    eventBus.emit('remote:failed', { remote: 'mf_search/SearchPage', error: remoteError });
    expect(Sentry.captureException).toHaveBeenCalledWith(apiError, { tags: { context: 'GET /api/v1/es/news' } });
    expect(Sentry.captureException).toHaveBeenCalledWith(remoteError, { tags: { remote: 'mf_search/SearchPage' } });
  });

  it('queues errors raised before the SDK is ready and sends them after init, at most 20', async () => {
    let load = () => {};
    reporting = startErrorReporting({
      settings,
      schedule: (task) => {
        load = task;
        return () => {};
      },
    });
    const early = Array.from({ length: 25 }, (_, index) => new Error(`vroeg ${index}`));
    early.forEach((error) => eventBus.emit('error:reported', { error }));
    expect(Sentry.captureException).not.toHaveBeenCalled();

    load();
    await reporting.ready;
    const captured = jest.mocked(Sentry.captureException).mock.calls.map(([error]) => error);
    expect(captured).toEqual(early.slice(0, 20));
    expect(jest.mocked(Sentry.init).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(Sentry.captureException).mock.invocationCallOrder[0] ?? 0,
    );
    expect(console.warn).toHaveBeenCalledWith('5 early error reports did not fit the queue');
  });

  it('logs uncaught errors and unhandled rejections as warnings', () => {
    reporting = startErrorReporting({ settings, schedule: () => () => {} });
    const error = new Error('niet afgevangen');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(console.warn).toHaveBeenCalledWith('Uncaught error', error);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'weg' }));
    expect(console.warn).toHaveBeenCalledWith('Unhandled promise rejection', 'weg');
  });

  it('keeps the page working when the SDK cannot be loaded', async () => {
    const failure = new Error('Loading chunk error-reporting failed');
    reporting = startErrorReporting({ settings, schedule: runNow, loadSdk: () => Promise.reject(failure) });
    expect(await reporting.ready).toBe(false);
    expect(console.warn).toHaveBeenCalledWith('The error-reporting SDK could not be loaded', failure);
  });

  it('starts once, and stops listening to the bus when stopped', async () => {
    reporting = startErrorReporting({ settings, schedule: runNow });
    expect(startErrorReporting({ settings, schedule: runNow })).toBe(reporting);
    await reporting.ready;
    reporting.stop();
    eventBus.emit('error:reported', { error: new Error('na stop') });
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });
});
