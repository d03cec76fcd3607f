import { expect, type Page } from '@playwright/test';
import { scrollToLoadingPart } from './scroll';

/**
 * Follows every in-page link of the region page's sub-menu in turn: each must focus the heading
 * of its section, scroll it into view and put the section's anchor in the address. Answers the
 * link names in menu order.
 */
export async function visitEachSubMenuAnchor(page: Page): Promise<string[]> {
  // The page fills first (the vacancies load when scrolled near, issue 15), so each check is
  // about its anchor alone; anchors followed before the page has filled are in-page-links.spec.ts.
  const vacancies = page.getByRole('region', { name: 'Bekijk de vacatures' });
  await scrollToLoadingPart(vacancies, vacancies.getByRole('combobox', { name: 'Afstand' }));
  await expect(page.getByText('De vacatures worden geladen.')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const menu = page.getByRole('navigation', { name: 'In deze regio' });
  const anchors = await menu
    .locator('a[href^="#"]')
    .evaluateAll((links) => links.map((link) => ({ name: link.textContent ?? '', hash: link.getAttribute('href')! })));
  expect(anchors.length).toBeGreaterThan(0);
  for (const { name, hash } of anchors) {
    await menu.getByRole('link', { name, exact: true }).click();
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
  }
  return anchors.map((anchor) => anchor.name);
}
