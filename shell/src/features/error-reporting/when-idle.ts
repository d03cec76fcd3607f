const idleTimeoutMs = 5000;
const fallbackDelayMs = 2000;

/**
 * Runs a task once the page has loaded and the browser is idle, so optional code (the
 * error-reporting SDK) never competes with the first paint. `requestIdleCallback` is missing
 * in older Safari; a timer stands in there.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: idleTimeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, fallbackDelayMs);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle();
  };
}
