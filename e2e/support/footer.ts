import { expect, type Page } from '@playwright/test';

/**
 * The footer loads once the visitor moves on (a scroll, a key, a touch; shell/src/layout/
 * layout.tsx): once the page has shown with its place for the footer, a key press, as a keyboard
 * user's first Tab, then until the footer is in. A page without a footer (the editor hid it)
 * has no place waiting for one: after a moment, nothing is done.
 */
export async function revealFooter(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const waiting = page.locator('[data-footer-later]');
  const decided = await waiting
    .or(page.getByRole('contentinfo'))
    .first()
    .waitFor({ state: 'attached', timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!decided || (await waiting.count()) === 0) return;
  await page.keyboard.press('Shift');
  await expect(waiting).toHaveCount(0);
}
