import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('a visitor finds the region for their municipality and opens it', async ({ page }) => {
  await page.goto('/regios');
  await expect(page.getByRole('heading', { level: 2, name: "Alle regio's" })).toBeVisible();
  await expect(page.locator('main li')).toHaveCount(48);
  await page.getByRole('searchbox', { name: 'Plaats, gemeente of regio' }).fill('nieuwegein');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/regios\?zoekterm=nieuwegein$/);
  await expect(page.getByRole('heading', { level: 2, name: '1 regio gevonden voor ‘nieuwegein’' })).toBeVisible();
  await page.getByRole('link', { name: 'Regio Utrecht' }).click();
  await expect(page).toHaveURL(/\/regios\/utrecht$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
});

test('an unknown place gets a helpful message, not an error', async ({ page }) => {
  await page.goto('/regios?zoekterm=Atlantis');
  await expect(page.getByRole('heading', { level: 2, name: 'Geen regio gevonden voor ‘Atlantis’' })).toBeVisible();
  await expect(page.getByText('Controleer de spelling')).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test(`the region search has no axe violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/regios?zoekterm=utrecht');
    await expect(page.getByRole('link', { name: 'Regio Utrecht', exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}
