import { eventBus } from '@alz/shared';
import { pageInputIds, readPageInput } from '@alz/shared/page/page-input';
import { createReportQueue, type PendingReport } from './report-queue';
import type { ErrorReportingSdk, PageSettings } from './sentry-options';
import { whenIdle } from './when-idle';

const queueLimit = 20;

export interface ErrorReportingOptions {
  /** Page inputs by default (spec 2 §7: dsn, environment and release come from the page). */
  settings?: PageSettings;
  loadSdk?: () => Promise<ErrorReportingSdk>;
  /** When the SDK is fetched; returns a cancel function. */
  schedule?: (task: () => void) => () => void;
}

export interface ErrorReporting {
  /** True once the SDK runs; false when reporting is off or the SDK could not be loaded. */
  ready: Promise<boolean>;
  stop(): void;
}

// A separate chunk: the SDK is a large download that no visitor needs to see the page.
// `webpackExports` keeps the parts we never call (replay, feedback, …) out of that chunk.
function loadSentry(): Promise<ErrorReportingSdk> {
  return import(
    /* webpackChunkName: "error-reporting" */
    /* webpackExports: ["init", "captureException", "browserTracingIntegration", "makeFetchTransport"] */
    '@sentry/react'
  );
}

function readSettings(): PageSettings {
  return {
    dsn: readPageInput(pageInputIds.sentryDsn),
    environment: readPageInput(pageInputIds.sentryEnvironment),
    release: readPageInput(pageInputIds.sentryRelease),
  };
}

// spec 2 §8: uncaught errors are only logged as warnings. The SDK's own global handlers
// still report them; these listeners add nothing but the console line.
function warnOnUncaught(): () => void {
  const onError = (event: ErrorEvent) => console.warn('Uncaught error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => console.warn('Unhandled promise rejection', event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

let running: ErrorReporting | undefined;

/** Whether reports reach the reporting service on this page: false when it is off (no DSN) or not started. */
export const errorReportingReady = (): Promise<boolean> => running?.ready ?? Promise.resolve(false);

/**
 * Starts error reporting once per page. Call it after the first render: without a DSN page
 * input nothing is downloaded; with one, the SDK loads when the browser is idle and errors
 * reported on the event bus before then are sent once it is ready.
 */
export function startErrorReporting(options: ErrorReportingOptions = {}): ErrorReporting {
  if (running) return running;
  const { settings = readSettings(), loadSdk = loadSentry, schedule = whenIdle } = options;
  const cleanups = [warnOnUncaught()];
  const stop = () => {
    cleanups.forEach((cleanup) => cleanup());
    running = undefined;
  };
  if (!settings.dsn) {
    running = { ready: Promise.resolve(false), stop };
    return running;
  }

  const queue = createReportQueue(queueLimit);
  let sdk: ErrorReportingSdk | undefined;
  const report = (pending: PendingReport) => {
    if (!sdk) return queue.add(pending);
    sdk.captureException(pending.error, pending.tags ? { tags: pending.tags } : undefined);
  };
  cleanups.push(
    eventBus.on('error:reported', ({ error, context }) => report({ error, tags: context ? { context } : undefined })),
    eventBus.on('remote:failed', ({ remote, error }) => report({ error, tags: { remote } })),
  );

  let stopped = false;
  const ready = new Promise<boolean>((resolve) => {
    cleanups.push(() => {
      stopped = true;
      resolve(false);
    });
    // The options travel with the SDK (its chunk): a page without a DSN never needs them.
    const options = () =>
      import(/* webpackChunkName: "error-reporting" */ './sentry-options').then((module) => module.sentryOptions);
    const load = () =>
      Promise.all([loadSdk(), options()]).then(
        ([loaded, sentryOptions]) => {
          if (stopped) return resolve(false);
          loaded.init(sentryOptions(settings, loaded));
          sdk = loaded;
          const { reports, dropped } = queue.drain();
          reports.forEach(report);
          if (dropped > 0) console.warn(`${dropped} early error reports did not fit the queue`);
          resolve(true);
        },
        (error: unknown) => {
          // Chunk or network failure: the page works on; reports stay in the bounded queue.
          console.warn('The error-reporting SDK could not be loaded', error);
          resolve(false);
        },
      );
    cleanups.push(schedule(() => void load()));
  });
  running = { ready, stop };
  return running;
}
