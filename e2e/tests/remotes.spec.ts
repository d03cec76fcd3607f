import { expect, test } from '@playwright/test';
import { seededPages } from '@alz/api/testing';

// One route owned by each remote renders real content from the api.
const pages = seededPages.filter((p) => p.remote !== 'shell' && p.kind !== 'home');

for (const { remote, path, heading } of pages) {
  test(`${remote} renders ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  });
}

test('the region page shows the contact details of the region', async ({ page }) => {
  await page.goto('/regios/utrecht');
  await expect(page.getByRole('heading', { name: 'Alle regionale informatie' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

test('the vacancy page links to its application route', async ({ page }) => {
  const path = '/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe';
  await page.goto(path);
  await expect(page.getByRole('link', { name: 'Solliciteer direct' })).toHaveAttribute('href', `${path}/solliciteren`);
});

test('mf-search finds pages through the api and keeps the search in the address', async ({ page }) => {
  await page.goto('/zoeken');
  await expect(page.getByRole('heading', { level: 1, name: 'Zoeken' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Waar zoekt u naar?' }).fill('dementie');
  await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/zoeken\?pijler=alle&zoekterm=dementie$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Wat is dementie?', exact: true })).toBeVisible();
  await expect(main.getByText(/^\d+ resultat(en)? voor "dementie"$/)).toHaveAttribute('role', 'status');
});

test('mf-search filters on regions', async ({ page }) => {
  await page.goto('/zoeken?pijler=regio&zoekterm=utrecht');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Regio Utrecht', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Wat is dementie?' })).toHaveCount(0);
});

test("the picker's stand-alone page lists the pictures in blob storage", async ({ page }) => {
  await page.goto(`http://localhost:${process.env.PICKER_PORT}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Beeldbank' })).toBeVisible();
  await page.getByRole('button', { name: 'Afbeelding kiezen' }).click();
  const panel = page.getByRole('dialog', { name: 'Beeldbank' });
  await expect(panel.getByRole('button', { name: 'wandeling-in-het-park.svg', exact: true })).toBeVisible();
  // At least the six seeded ones: the picker's own tests add and delete pictures meanwhile.
  await expect(panel.getByRole('button', { name: 'samen-zingen.svg', exact: true })).toBeVisible();
  expect(
    await panel.getByRole('list', { name: 'Afbeeldingen in de beeldbank' }).getByRole('listitem').count(),
  ).toBeGreaterThanOrEqual(6);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/deze-pagina-bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
});
