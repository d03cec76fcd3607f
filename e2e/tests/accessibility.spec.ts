import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seededPages } from '../support/seeded-pages';

// Every page kind there is so far, at desktop and mobile width (conventions habit 10).
const widths = [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'mobile', viewport: { width: 375, height: 740 } },
];

for (const { label, viewport } of widths) {
  test.describe(`${label} width`, () => {
    test.use({ viewport });

    for (const { kind, path, heading } of seededPages) {
      test(`the ${kind} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }

    test("the picker's stand-alone page has no axe violations", async ({ page }) => {
      await page.goto(`http://localhost:${process.env.PICKER_PORT}/`);
      await expect(page.getByText('wandeling-in-het-park.svg')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
}

test('the whole home page can be reached by keyboard, starting with the skip link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#inhoud$/);
  await expect(page.getByRole('main')).toBeFocused();
});
