import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, widths } from '../support/axe';
import { visitEachSubMenuAnchor } from '../support/region-page';

// Spec 1 §2.5: from the region search to a region page, its sub-menu and its activity listing.

// As a visitor who asked for less motion: each section is reached at once, without the smooth
// scroll (which region-detail.spec.ts follows).
test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { term, region } of [
    { term: 'Zwolle', region: 'Regio Zwolle en omstreken' },
    { term: '3511', region: 'Regio Utrecht' },
  ]) {
    test(`the region search finds ${region} for ‘${term}’, and its sub-menu leads to each section`, async ({
      page,
    }) => {
      await page.goto('/regios');
      await page.getByRole('searchbox', { name: 'Plaats, gemeente of regio' }).fill(term);
      await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
      await expect(page).toHaveURL(new RegExp(`/regios\\?zoekterm=${term}$`));
      await page.getByRole('link', { name: region, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: region })).toBeVisible();
      const visited = await visitEachSubMenuAnchor(page);
      expect(visited).toContain('Activiteiten in deze regio');
    });
  }
});

/** The activity listing of the region page, with its filters, count and pager. */
function activityListing(page: Page) {
  const section = page.getByRole('region', { name: 'Activiteiten in deze regio' });
  return {
    section,
    type: section.getByRole('combobox', { name: 'Soort activiteit' }),
    city: section.getByRole('combobox', { name: 'Plaats' }),
    range: section.getByRole('combobox', { name: 'Afstand' }),
    count: section.getByRole('status').filter({ hasText: /^\d+ activiteit(en)?$/ }),
    pager: section.getByRole('navigation', { name: 'Paginatie' }),
    cards: section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
  };
}

const countOf = async (count: Locator) => Number((await count.textContent())?.split(' ')[0]);

/** Goes to page 2 of the listing and waits until the address and the pager say so. */
async function toPageTwo(page: Page, listing: ReturnType<typeof activityListing>) {
  expect(await countOf(listing.count)).toBeGreaterThan(6);
  await listing.pager.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]pagina=2(&|$)/);
  await expect(listing.pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
}

/** spec 1 §4: a new filter starts again at page 1, without `pagina` in the address. */
async function expectPageOne(page: Page, listing: ReturnType<typeof activityListing>, address: RegExp) {
  await expect(page).toHaveURL(address);
  expect(new URL(page.url()).searchParams.has('pagina')).toBe(false);
  await expect(listing.count).toBeVisible();
  await expect(listing.pager.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
}

test('filtering the activities of a region by type, city and range starts again at page 1', async ({ page }) => {
  await page.goto('/regios/utrecht');
  const listing = activityListing(page);
  await expect(listing.count).toBeVisible();

  // Type, within the region: fewer activities, from the first one on.
  await toPageTwo(page, listing);
  const all = await countOf(listing.count);
  // The choice is read from the option: the select shows it once the address has changed.
  const type = (await listing.type.locator('option').nth(1).textContent()) ?? '';
  await listing.type.selectOption({ label: type });
  await expect(listing.type).toHaveValue(type);
  await expect(page).toHaveURL(new RegExp(`\\?soort=${encodeURIComponent(type).replace(/%20/g, '(\\+|%20)')}$`));
  await expect(async () => expect(await countOf(listing.count)).toBeLessThan(all)).toPass();
  await expect(listing.cards.first()).toBeVisible();

  // A city, then a range around it: the closest activities of every type.
  await listing.type.selectOption({ label: 'Alle soorten activiteiten' });
  await listing.city.selectOption({ label: 'Utrecht' });
  await expect(listing.range).toBeEnabled();
  await listing.range.selectOption({ label: '10 km' });
  await expect(page).toHaveURL(/\?soort=&stad=Utrecht&afstand=10$/);
  await expect(listing.count).toBeVisible();

  // Range: 10 km to 50 km.
  await toPageTwo(page, listing);
  const near = await countOf(listing.count);
  await listing.range.selectOption({ label: '50 km' });
  await expectPageOne(page, listing, /\?soort=&stad=Utrecht&afstand=50$/);
  await expect(async () => expect(await countOf(listing.count)).toBeGreaterThan(near)).toPass();

  // Type, around the city.
  await toPageTwo(page, listing);
  const nearbyType = (await listing.type.locator('option').nth(1).textContent()) ?? '';
  expect(nearbyType).not.toBe('');
  await listing.type.selectOption({ label: nearbyType });
  await expect(listing.type).toHaveValue(nearbyType);
  await expectPageOne(page, listing, new RegExp(`[?&]soort=[^&]+&stad=Utrecht&afstand=50$`));
  for (const card of await listing.cards.all()) await expect(card).toContainText(nearbyType);

  // City: another one of the region, keeping type and range.
  await toPageTwo(page, listing);
  await listing.city.selectOption({ label: 'Nieuwegein' });
  await expectPageOne(page, listing, /[?&]stad=Nieuwegein&afstand=50$/);
  await expect(listing.type).toHaveValue(nearbyType);
});

for (const { viewport } of widths) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('an activity listing with its filters in use has no axe violations', async ({ page }) => {
      // Every filter of the region kind set, so the range select is enabled too.
      await page.goto('/regios/utrecht?stad=Utrecht&afstand=25');
      const listing = activityListing(page);
      await expect(listing.range).toBeEnabled();
      await expect(listing.range).toHaveValue('25');
      await expect(listing.count).toBeVisible();
      await expect(listing.pager).toBeVisible();
      await expectNoAxeViolations(page, 'section[aria-labelledby="activiteiten"]');
    });
  });
}
