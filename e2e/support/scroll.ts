import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls to a part that loads when it comes near the screen (issue 15, `whenNear`) until what
 * it loads, `loaded`, is visible. Each try scrolls again, as a visitor would:
 * - the part's placeholder is swapped for the real part while Playwright scrolls, which detaches
 *   the element it had found;
 * - parts above it that fill later can push it out of reach again before it has come near (a
 *   fresh-clone CI run on 29 November 2026, text at 200 %: the news never loaded).
 * A part that stays on screen and never loads still fails: scrolling to it again changes nothing.
 * The failure says where the part was, to tell the two apart.
 */
export async function scrollToLoadingPart(part: Locator, loaded: Locator): Promise<void> {
  try {
    await expect(async () => {
      await part.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(loaded).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  } catch (error) {
    const where = await part
      .evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return `part from ${Math.round(top)} to ${Math.round(bottom)} px, window ${innerHeight} px high, scrolled ${Math.round(scrollY)} px`;
      })
      .catch(() => 'part not found');
    throw new Error(`What the part loads did not show (${where})`, { cause: error });
  }
}
