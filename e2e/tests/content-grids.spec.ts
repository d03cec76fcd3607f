import { expect, test, type Page } from '@playwright/test';

// The grid, link and band blocks on the "all blocks" page, by the headings the seed gives them
// (api/src/seed/content/showcase/grids.ts).
const blockHeadings = [
  ['basic grid', 'Zo kunt u helpen'],
  ['grid with image', 'Lezen over dementie'],
  ['home image grid', 'Waar bent u naar op zoek?'],
  ['home link grid', 'Snel naar'],
  ['special grid', 'Samen maken we het verschil'],
  ['logo wall', 'Wij werken samen met'],
  ['link with image', 'Steun het onderzoek naar dementie'],
  ['features', 'Hier helpen wij u mee'],
  ['pillars', 'Waar wij voor staan'],
  ['homepage banner', 'Uitgelicht'],
  ['small breaker', 'Een klein gebaar helpt al'],
  ['medium breaker', 'Heeft u een uurtje over?'],
  ['large breaker', 'Word maatje van iemand met dementie'],
  ['frame', 'Goed om te weten'],
  ['follow us', 'Volg ons online'],
  ['impact', 'Wat uw steun betekent'],
] as const;

/** The block whose own h2 has this text. */
const block = (page: Page, heading: string) => page.locator(`section:has(> h2:text-is("${heading}"))`);

async function openAllBlocks(page: Page) {
  await page.goto('/alle-blokken');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle blokken' })).toBeVisible();
}

test('every grid block is on the "all blocks" page and none is a placeholder', async ({ page }) => {
  await openAllBlocks(page);
  for (const [kind, heading] of blockHeadings) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true }), kind).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Lees meer over mantelzorg' })).toHaveAttribute('href', '/mantelzorg');
  await expect(page.getByText('No transformer implemented')).toHaveCount(0);
});

test('cards, logos and the fixed memory-test banner lead where they say', async ({ page }) => {
  await openAllBlocks(page);
  const grid = block(page, 'Zo kunt u helpen');
  await expect(grid.getByRole('heading', { level: 3, name: 'Word vrijwilliger' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Word vrijwilliger' })).toHaveAttribute(
    'href',
    '/help-mee/steun-met-tijd',
  );
  await expect(grid.getByRole('img', { name: 'Een groep mensen zingt samen' })).toBeVisible();

  const logos = block(page, 'Wij werken samen met');
  await expect(logos.getByRole('link', { name: 'Stichting Samen Oud' })).toHaveAttribute('href', '/over-ons');

  const banner = block(page, 'Uitgelicht');
  await expect(banner.getByRole('link')).toHaveCount(4);
  await expect(banner.getByRole('link').last()).toHaveText('Doe de geheugentest');
  await expect(banner.getByRole('link').last()).toHaveAttribute('href', '/geheugentest/zelf');

  await banner.getByRole('link', { name: 'Vrijwilligers gezocht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Steun met uw tijd' })).toBeVisible();
});

test('the landing page of this group shows its blocks', async ({ page }) => {
  await page.goto('/help-mee/overzicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle manieren om mee te helpen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Waar wij voor staan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Steun ons werk' })).toHaveAttribute('href', '/doneren');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('grid cards stack in one column', async ({ page }) => {
    await openAllBlocks(page);
    const cards = block(page, 'Lezen over dementie').getByRole('listitem');
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second?.x).toBe(first?.x);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  });
});

// The full-page axe sweep of the "all blocks" page is in accessibility.spec.ts.
