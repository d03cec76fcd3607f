import type { Locator, Page } from '@playwright/test';
import { holdSearchBarCode, searchBarLoaded } from './hold-answers';
import { layoutShifts, watchLayoutShifts } from './layout-shift';
import { expect } from './test';

export interface SearchBarRoomCase {
  path: string;
  width: number;
  /** A part below the bar, on screen while the bar's code is held back. */
  below: Locator;
  /** The bar's search field, which is there only once the bar's code has come. */
  field: Locator;
  /** What the field holds when it comes (the page's search term), if anything. */
  value?: string;
}

/**
 * Opens `path` with the search bars' code held back, then lets it come: the part below the bar is
 * on screen first, and nothing moves when the bar and then mf-search's own bar replace the
 * stand-in (shared/src/ui/search-bar-lazy.tsx). It opens the page itself, in place of `page.goto`.
 */
export async function expectSearchBarRoomKept(page: Page, { path, width, below, field, value }: SearchBarRoomCase) {
  await page.setViewportSize({ width, height: 800 });
  await watchLayoutShifts(page);
  const bar = await holdSearchBarCode(page);
  await page.goto(path);
  await expect(below).toBeInViewport();
  await expect(field).toHaveCount(0);
  bar.release();
  await expect(field).toBeVisible();
  if (value !== undefined) await expect(field).toHaveValue(value);
  await searchBarLoaded(page);
  await expect(page.getByRole('main').getByRole('button', { name: 'Zoeken' })).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
}
