import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const SECTIONS = [
  'Uitgelicht',
  'Activiteiten in deze regio',
  'Nieuws',
  'Voorzieningen in de regio',
  'Bekijk de vacatures',
  'Informatie over dementie',
  'Alle regionale informatie',
];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('each sub-menu anchor of the region page moves to its section', async ({ page }) => {
  await page.goto('/regios/utrecht');
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'In deze regio' });
  for (const name of SECTIONS) {
    await menu.getByRole('link', { name, exact: true }).click();
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  }
  await expect(page).toHaveURL(/\/regios\/utrecht#regionale-informatie$/);
  // Sections fill from the api: two highlights at most, news, services and dementia information.
  const highlights = page.getByRole('region', { name: 'Uitgelicht' }).getByRole('heading', { level: 3 });
  await expect(highlights.first()).toBeVisible();
  expect(await highlights.count()).toBeLessThanOrEqual(2);
  await expect(page.getByRole('region', { name: 'Nieuws' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Voorzieningen in de regio' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Informatie over dementie' }).getByRole('link').first()).toBeVisible();

  await menu.getByRole('link', { name: 'Over de regio' }).click();
  await expect(page).toHaveURL(/\/regios\/utrecht\/over-de-regio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Over regio Utrecht' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar Regio Utrecht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
});

test('a visitor signs up to the regional newsletter, after fixing a wrong address', async ({ page }) => {
  await page.goto('/regios/utrecht');
  const form = page.getByRole('region', { name: 'Nieuwsbrief van de regio' });
  const email = form.getByRole('textbox', { name: 'E-mailadres' });
  await email.fill('anna@voorbeeld');
  await form.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(form.getByRole('link', { name: /Vul een geldig e-mailadres in/ })).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(`e2e-${Date.now()}@voorbeeld.nl`);
  const sent = page.waitForResponse('**/api/v1/forms/region/newsletter/send');
  await form.getByRole('button', { name: 'Aanmelden' }).click();
  expect((await sent).status()).toBe(200);
  await expect(form.getByRole('status')).toHaveText('Bedankt! U bent aangemeld voor de nieuwsbrief van Regio Utrecht.');
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('the region page has no axe violations', async ({ page }) => {
      await page.goto('/regios/utrecht');
      await expect(
        page.getByRole('region', { name: 'Nieuws' }).getByRole('heading', { level: 3 }).first(),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Informatie over dementie' }).getByRole('link').first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the over-de-regio page has no axe violations', async ({ page }) => {
      await page.goto('/regios/utrecht/over-de-regio');
      await expect(page.getByRole('heading', { level: 1, name: 'Over regio Utrecht' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'regio.utrecht@example.org' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
