import { expect, type Locator } from '@playwright/test';

/** Less than the 600 px at which a part further down starts to load (NEAR_VIEWPORT_MARGIN). */
const READING_STEP_PX = 400;

/**
 * Scrolls towards a part as a reader does, by the wheel, a step shorter than the distance at
 * which parts start to load, and on only once what loads within reach of the screen has come
 * (no "… wordt geladen" there): a reader reads on, so the parts on the way have filled before
 * they are on screen, and the layout-shift check (accessibility.spec.ts) measures what a reader
 * sees, not a jump onto a part still loading (a fresh-clone CI run on a busy machine, 3 December
 * 2026: steps of three quarters of a screen, 150 ms apart, outran the vacancies section, 0.11).
 */
async function readTowards(part: Locator): Promise<void> {
  const page = part.page();
  for (let step = 0; step < 80; step++) {
    const where = await part
      .evaluate((element) => ({ top: element.getBoundingClientRect().top, height: innerHeight }), undefined, {
        timeout: 2_000,
      })
      .catch(() => null);
    if (!where || (where.top >= 0 && where.top < where.height * 0.8)) return;
    await page.mouse.wheel(0, Math.sign(where.top) * Math.min(Math.abs(where.top), READING_STEP_PX));
    await page
      .waitForFunction(
        (reach) =>
          ![...document.querySelectorAll('main p, main div, main span')].some((element) => {
            if (element.childElementCount > 0 || !/geladen|we laden/.test(element.textContent ?? '')) return false;
            const { top, bottom } = element.getBoundingClientRect();
            return bottom > -reach && top < innerHeight + reach;
          }),
        700,
        { timeout: 10_000, polling: 100 },
      )
      .catch(() => undefined);
  }
}

/**
 * Scrolls to a part that loads when it comes near the screen (`whenNear`) until what
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
      await readTowards(part);
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
