import { expect, type Page } from '@playwright/test';
import { scrollToLoadingPart } from './scroll';

/**
 * Follows every jump link of the region page ("Op deze pagina", the sub-menu's in-page part) in
 * turn: each must focus the heading of its section, scroll it into view and put the section's
 * anchor in the address. Answers the link names in menu order. The links to the region's other
 * pages are a navigation of their own ("In deze regio"), with no in-page link among them.
 */
export async function visitEachSubMenuAnchor(page: Page): Promise<string[]> {
  // The page fills first (the vacancies load when scrolled near), so each check is
  // about its anchor alone; anchors followed before the page has filled are in-page-links.spec.ts.
  const vacancies = page.getByRole('region', { name: 'Bekijk de vacatures' });
  await scrollToLoadingPart(vacancies, vacancies.getByRole('combobox', { name: 'Afstand' }));
  await expect(page.getByText('De vacatures worden geladen.')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(page.getByRole('navigation', { name: 'In deze regio' }).locator('a[href^="#"]')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Op deze pagina' });
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
