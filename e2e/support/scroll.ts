import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls to a part that loads when it comes near the screen (issue 15, `whenNear`). Its
 * placeholder is swapped for the real part while Playwright scrolls, which detaches the element
 * it had found; the scroll is tried again on the new one until it holds.
 */
export async function scrollToLoadingPart(part: Locator): Promise<void> {
  await expect(async () => {
    await part.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}
