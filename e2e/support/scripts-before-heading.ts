import { expect, type Page, type Request } from '@playwright/test';

/**
 * Opens `path` and expects that, before its h1 showed `heading`, the page asked the remote for
 * no script but its `remoteEntry.js` and `expose`, the remote's module for the route (a page
 * kind comes with the module the shell loads for it, not one round trip and a throttled
 * Suspense fallback later). The module's address tells the remote's origin.
 */
export async function expectRouteModuleAloneBeforeHeading(
  page: Page,
  path: string,
  heading: string,
  expose: string,
): Promise<void> {
  await page.addInitScript((text) => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('h1')?.textContent?.includes(text)) return;
      (window as { headingAt?: number }).headingAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, heading);
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const headingAt = await page.evaluate(() => (window as { headingAt?: number }).headingAt);
  expect(headingAt).toBeDefined();
  const pattern = new RegExp(`/__federation_expose_${expose}\\.\\w+\\.js$`);
  const module = scripts.find((request) => pattern.test(request.url()));
  expect(module, `the route's module, ${expose}`).toBeDefined();
  const remote = new URL(module!.url()).origin;
  const before = scripts
    .filter((request) => new URL(request.url()).origin === remote && request.timing().startTime < headingAt!)
    .map((request) => new URL(request.url()).pathname);
  expect(before.sort()).toEqual(['/remoteEntry.js', new URL(module!.url()).pathname].sort());
}
