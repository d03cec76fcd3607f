import type { Page, Route } from '@playwright/test';

/** Holds back the api's answers to `url` until `release()`, to show a part arriving late. */
export async function holdAnswers(page: Page, url: string): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}

/** Holds back the search bars' code, a chunk of its own ('alz-search', tools/webpack/create-config.ts). */
export const holdSearchBarCode = (page: Page) => holdAnswers(page, '**/alz-search.*.js');

/**
 * Waits until mf-search's own bar, which follows the slot's plain form, has loaded: its module
 * and its CSS (both `__federation_expose_SearchBar.*`).
 */
export async function searchBarLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.includes('__federation_expose_SearchBar.'))
        .length >= 2,
  );
}
