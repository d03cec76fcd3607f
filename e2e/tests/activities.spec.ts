import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { plannedActivityInUtrecht, type PlannedActivity } from '../support/planned-activity';
import { expectRouteModuleAloneBeforeHeading } from '../support/scripts-before-heading';

// The full-page axe sweep of location and activity pages is in accessibility.spec.ts.

/** A planned activity with its own page on this site (others link to an external website). */
const internalActivity = (page: Page) =>
  page
    .getByRole('region', { name: 'Geplande activiteiten' })
    .getByRole('link')
    .filter({ hasNotText: '(externe website)' });

test('a location shows its planned activities, and an activity plans the route', async ({ page, request }) => {
  const { locationPath, locationTitle } = await plannedActivityInUtrecht(request);
  await page.goto(locationPath);
  await expect(page.getByRole('heading', { level: 1, name: locationTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bereikbaarheid' }).getByRole('paragraph')).not.toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Op deze pagina' });
  for (const name of ['Contact', 'Geplande activiteiten', 'Over de regio']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Geplande activiteiten' }).click();
  await expect(page).toHaveURL(/#geplande-activiteiten$/);
  const internal = internalActivity(page).first();
  const title = (await internal.textContent())!;
  await internal.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const details = page.getByRole('region', { name: 'Wanneer en waar' });
  const route = details.getByRole('link', { name: 'Plan uw route' });
  await expect(route).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=[^&]+%2C%20\d{4}%20[A-Z]{2}%20/,
  );
  await expect(details.getByRole('link', { name: 'Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
});

/** The decorative icon of an activity type: shown, loaded from blob storage, and silent for screen readers. */
async function expectTypeIcon(within: Locator) {
  const icon = within.getByRole('presentation');
  await expect(icon).toHaveAttribute('alt', '');
  await expect(icon).toHaveAttribute('src', /^\/blobstorage\/content\/activiteit-icoon-[a-z]+\.svg$/);
  await expect(icon).toBeVisible();
  await expect
    .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await icon.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(16);
  expect(box.width).toBeLessThanOrEqual(40);
}

test("activity cards and an activity's page show the icon of its type", async ({ page }) => {
  await page.goto('/regios/utrecht');
  const cards = page
    .getByRole('region', { name: 'Activiteiten in deze regio' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expectTypeIcon(card);
  const internal = cards.getByRole('link').filter({ hasNotText: '(externe website)' }).first();
  const title = (await internal.textContent())!;
  await internal.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectTypeIcon(page.getByRole('region', { name: 'Wanneer en waar' }));
});

test("activities near Amersfoort: 25 km finds more than 10 km, and a new range brings back the block's type", async ({
  page,
}) => {
  await page.goto('/alle-blokken');
  const block = page.getByRole('search', { name: 'Activiteiten bij u in de buurt' }).locator('..');
  const type = block.getByRole('combobox', { name: 'Soort activiteit' });
  const range = block.getByRole('combobox', { name: 'Afstand' });
  const count = block.getByText(/^\d+ activiteit(en)?$/);
  const allTypesWithin = (radius: number) => (response: Response) =>
    new RegExp(`/api/v1/region/activities/closest\\?query=Amersfoort&radius=${radius}&page=0$`).test(response.url());
  const counted = (total: number) => `${total} ${total === 1 ? 'activiteit' : 'activiteiten'}`;

  await block
    .getByRole('searchbox', { name: 'Plaats of postcode' })
    .or(block.getByRole('textbox', { name: 'Plaats of postcode' }))
    .fill('Amersfoort');
  await block.getByRole('button', { name: 'Zoeken' }).click();
  await expect(type).toHaveValue('Alzheimer Café');
  const wide = page.waitForResponse(allTypesWithin(25));
  await type.selectOption({ label: 'Alle soorten activiteiten' });
  const far = (await (await wide).json()) as { Total: number };
  await expect(count).toHaveText(counted(far.Total));

  // Spec 1 §4: a new range clears the visitor's choice of type; the block's own type comes back.
  await range.selectOption({ label: '10 km' });
  await expect(type).toHaveValue('Alzheimer Café');
  const narrow = page.waitForResponse(allTypesWithin(10));
  await type.selectOption({ label: 'Alle soorten activiteiten' });
  const near = (await (await narrow).json()) as { Total: number };
  await expect(count).toHaveText(counted(near.Total));
  expect(near.Total).toBeGreaterThan(0);
  expect(far.Total).toBeGreaterThan(near.Total);
});

// A location's and an activity's page come with the module the shell loads for them
// (mf_regions/LocationPage, mf_regions/ActivityPage), as the region page does (region-detail.spec.ts).
// Sent to mf_regions/RegionPage, the kind's code was asked for one round trip after it, and its
// text showed after React's throttle of the Suspense fallback: about 290 ms later than the region page.
const plannedPages = [
  {
    expose: 'LocationPage',
    of: 'a location',
    page: (p: PlannedActivity) => [p.locationPath, p.locationTitle] as const,
  },
  {
    expose: 'ActivityPage',
    of: 'an activity',
    page: (p: PlannedActivity) => [p.activityPath, p.activityTitle] as const,
  },
] as const;

for (const planned of plannedPages) {
  test(`the page of ${planned.of} comes with its module: no other script of mf-regions before its heading`, async ({
    page,
    request,
  }) => {
    const [path, heading] = planned.page(await plannedActivityInUtrecht(request));
    await expectRouteModuleAloneBeforeHeading(page, path, heading, planned.expose);
  });
}
