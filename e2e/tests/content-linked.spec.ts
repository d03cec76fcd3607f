import { expect, test, type Page } from '../support/test';
import { holdAnswers } from '../support/hold-answers';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';

// The linked blocks and rich text on the "all blocks" page, by the texts the seed gives them
// (api/src/seed/content/showcase/linked.ts).
const section = (page: Page, heading: string) => page.locator(`section:has(> h2:text-is("${heading}"))`);

async function openAllBlocks(page: Page) {
  await page.goto('/alle-blokken');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle blokken' })).toBeVisible();
}

test('a node link in rich text shows the real path and navigates inside the app', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/drupal/api/node-path')) asked.push(new URL(request.url()).search);
  });
  await openAllBlocks(page);
  const link = page.getByRole('link', { name: 'wat dementie is' });
  await expect(link).toHaveAttribute('href', '/dementie/wat-is-dementie');
  // Each node is asked for once, the block link's (node/13) as well as the rich text's.
  await expect.poll(() => [...asked].sort()).toEqual(['?path=node/11', '?path=node/13']);

  // A full page load would forget this marker; client-side navigation keeps it.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await link.click();
  await expect(page).toHaveURL(/\/dementie\/wat-is-dementie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wat is dementie?' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a block link written as node/13 shows the real path and opens that page', async ({ page }) => {
  await openAllBlocks(page);
  const brochures = section(page, 'Brochures om rustig te lezen');
  const link = brochures.getByRole('link', { name: 'Leven met dementie' });
  await expect(link).toHaveAttribute('href', '/dementie/leven-met-dementie');
  await link.click();
  await expect(page).toHaveURL(/\/dementie\/leven-met-dementie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leven met dementie' })).toBeVisible();
});

test('a table in rich text scrolls in a box keyboard users can reach', async ({ page }) => {
  await openAllBlocks(page);
  const box = page.getByRole('group', { name: 'Hulp in de week' });
  await expect(box).toHaveAttribute('tabindex', '0');
  await expect(box.getByRole('table')).toBeVisible();
});

test('a centralised block shows only while its building block is published', async ({ page }) => {
  await openAllBlocks(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Bel de Alzheimer Telefoon' })).toBeVisible();
  await expect(page.getByText('Deze actie is voorbij')).toHaveCount(0);
  await expect(page.getByText('No transformer implemented')).toHaveCount(0);
});

test('the thematic block loads related items and the call-to-action blocks show', async ({ page }) => {
  await openAllBlocks(page);
  const related = section(page, 'Verder lezen over mantelzorg');
  await expect(related.getByRole('listitem').first()).toBeVisible();
  expect(await related.getByRole('link').count()).toBeGreaterThan(0);
  for (const heading of [
    'Brochures om rustig te lezen',
    'Een maatje maakt het verschil',
    'Wandel mee deze zomer',
    'Helpt u mee?',
    'Niet gevonden wat u zocht?',
    'Alzheimer Cafés bij u in de buurt',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true }), heading).toBeVisible();
  }
});

// The suggestions grew from a line of text to two rows of cards when they came, and
// pushed the block below them out of view (layout shift 0.06 at 1280 px). They keep a row's room.
test.describe('the thematic suggestions', () => {
  // With the cookie question answered, as most visits are: the banner would sit over the page.
  test.use({ consent: 'necessary' });

  test('arriving late do not move the block below them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await watchLayoutShifts(page);
    const suggestions = await holdAnswers(page, '**/api/v1/thematic/search?*');
    await page.goto('/mantelzorg/mantelzorg-en-werk');
    const related = section(page, 'Verder lezen over mantelzorg');
    await expect(related.getByRole('status')).toBeVisible();
    const below = page.getByRole('heading', { level: 2, name: 'Bel de Alzheimer Telefoon' });
    await expect(below).toBeAttached();
    const before = await below.boundingBox();
    suggestions.release();
    await expect(related.getByRole('listitem').first()).toBeVisible();
    // Two rows came where one was kept: the block below moved by a row, out of view.
    expect(before!.y).toBeGreaterThan(800);
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test('neighbourhood help searches the regions with the typed place', async ({ page }) => {
  await openAllBlocks(page);
  const help = page.getByRole('search', { name: 'Steun in uw eigen regio' });
  await help.getByRole('searchbox', { name: 'Uw woonplaats of postcode' }).fill('Utrecht');
  await help.getByRole('button', { name: 'Zoek uw regio' }).click();
  await expect(page).toHaveURL(/\/regios\?zoekterm=Utrecht$/);
});

test('stored script, event-handler and javascript: payloads run nowhere', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/test/onveilige-inhoud');
  await expect(page.getByRole('heading', { level: 1, name: 'Onveilige inhoud' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tekst met onveilige code' })).toBeVisible();
  const links = page.getByText('klik', { exact: true });
  expect(await links.count()).toBe(2);
  for (const link of await links.all()) await link.click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('main script, main [onerror], main [href^="javascript"]')).toHaveCount(0);
});

// The full-page axe sweep of these page kinds is in accessibility.spec.ts.
