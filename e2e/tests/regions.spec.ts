import { expect, test } from '../support/test';
import { holdAnswers } from '../support/hold-answers';
import { expectSearchBarRoomKept } from '../support/search-bar-room';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';

test('a visitor finds the region for their municipality and opens it', async ({ page }) => {
  await page.goto('/regios');
  await expect(page.getByRole('heading', { level: 2, name: "Alle regio's" })).toBeVisible();
  await expect(page.locator('main li')).toHaveCount(48);
  await page.getByRole('searchbox', { name: 'Plaats, gemeente of regio' }).fill('nieuwegein');
  await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
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

test('the locations of a region can be filtered by type and opened', async ({ page }) => {
  await page.goto('/regios/utrecht/locaties');
  await expect(page.getByRole('heading', { level: 1, name: 'Locaties in Regio Utrecht' })).toBeVisible();
  await expect(page.getByText('8 locaties')).toBeVisible();
  await page.getByRole('combobox', { name: 'Soort locatie' }).selectOption({ label: 'Odensehuis' });
  await expect(page).toHaveURL(/\/regios\/utrecht\/locaties\?locatietype=3$/);
  const cards = page.locator('main li h2');
  await expect(cards.first()).toContainText('Odensehuis');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(8);
  for (const title of await cards.allTextContents()) expect(title).toContain('Odensehuis');
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/regios\/utrecht\/locaties\/odensehuis-/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Odensehuis');
});

// The search for another region showed at once, and the list pushed it down when it
// came (layout shift 0.22 on a phone, 0.08 at 1280 px). It shows with the list now.
for (const [width, height] of [
  [375, 740],
  [1280, 800],
]) {
  test(`the locations arriving late do not move the page (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: width!, height: height! });
    await watchLayoutShifts(page);
    const locations = await holdAnswers(page, '**/api/v1/region/locations/*');
    await page.goto('/regios/utrecht/locaties');
    await expect(page.getByRole('heading', { level: 1, name: 'Locaties in Regio Utrecht' })).toBeVisible();
    await expect(page.getByText('De locaties worden geladen…')).toBeVisible();
    const otherRegion = page.getByRole('heading', { level: 2, name: 'Zoekt u een andere regio?' });
    await expect(otherRegion).toHaveCount(0);
    locations.release();
    await expect(page.getByText('8 locaties')).toBeVisible();
    await expect(otherRegion).toBeAttached();
    expect(await layoutShifts(page)).toEqual([]);
  });
}

test.describe('the region search, with the cookie question answered', () => {
  test.use({ consent: 'necessary' });
  for (const width of [375, 1280]) {
    test(`the region search keeps its bar's room, hint and all, while the bar's code loads: the regions below do not move (${width} px)`, async ({
      page,
    }) => {
      await expectSearchBarRoomKept(page, {
        path: '/regios?zoekterm=utrecht',
        width,
        below: page.getByRole('heading', { level: 2, name: "2 regio's gevonden voor ‘utrecht’" }),
        field: page.getByRole('searchbox', { name: 'Plaats, gemeente of regio' }),
        value: 'utrecht',
      });
    });
  }
});

test("a region's news overview pages, searches within the region and leads back to it", async ({ page }) => {
  await page.goto('/regios/utrecht/nieuws');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuws uit Regio Utrecht' })).toBeVisible();
  await expect(page.locator('main li article')).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Paginatie' });
  await pager.getByRole('link', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/regios\/utrecht\/nieuws\?page=2$/);
  await expect(page.locator('main li article').first()).toBeVisible();
  await page.getByRole('searchbox').fill('Nieuwegein');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/regios\/utrecht\/nieuws\?zoekterm=Nieuwegein$/);
  await expect(page.getByRole('status').filter({ hasText: 'Nieuwegein' })).toBeVisible();
  for (const title of await page.locator('main li article h2, main li article h3').allTextContents()) {
    expect(title).toContain('Nieuwegein');
  }
  await page.getByRole('link', { name: 'Terug naar Regio Utrecht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
});

// The full-page axe sweep of these page kinds is in accessibility.spec.ts.
