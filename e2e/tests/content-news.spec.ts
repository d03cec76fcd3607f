import { expectRouteModuleAloneBeforeHeading } from '../support/scripts-before-heading';
import { expectSearchBarRoomKept } from '../support/search-bar-room';
import { expect, test } from '../support/test';
import { daysBefore, withReferenceDay } from '@alz/api/testing';

// spec 1 §2.7: the news overviews (the fixed route /nieuws and the seeded news_overview page)
// and a news article, at desktop and mobile width.
const overviews = [
  { path: '/nieuws', heading: 'Nieuws' },
  { path: '/onderzoek/nieuws', heading: 'Nieuws over dementie en onderzoek' },
];
const article = {
  path: '/nieuws/nieuwe-bloedtest-kan-alzheimer-eerder-opsporen',
  heading: 'Nieuwe bloedtest kan alzheimer eerder opsporen',
  // The newest story, two days older than the seed's reference day, which global-setup.ts fixes
  // for the whole run (SEED_REFERENCE_DATE).
  date: new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(withReferenceDay(process.env.SEED_REFERENCE_DATE!, () => daysBefore(2)))),
};

for (const { path, heading } of overviews) {
  test(`${path} lists news cards with pages of ten`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Nieuwsberichten' }).getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Paginatie' })).toBeVisible();
  });

  test(`${path}: a search keeps its term when the visitor goes to page 2`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('searchbox', { name: 'Zoek in het nieuws' }).fill('dementie');
    await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(`${path}?zoekterm=dementie`);
    const count = page.getByText(/^\d+ resultaten voor 'dementie'$/);
    await expect(count).toBeVisible();
    const countText = await count.textContent();

    await page.getByRole('navigation', { name: 'Paginatie' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(`${path}?zoekterm=dementie&page=2`);
    await expect(page.getByText(countText!)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Zoek in het nieuws' })).toHaveValue('dementie');
    await expect(page.getByRole('navigation', { name: 'Paginatie' }).getByText('2', { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test(`${path}: a search without results says so`, async ({ page }) => {
    await page.goto(`${path}?zoekterm=xylofoonstemmer`);
    await expect(page.getByText("Er is geen nieuws gevonden voor 'xylofoonstemmer'.", { exact: false })).toBeVisible();
  });
}

test.describe('a regional news overview', () => {
  test.use({ consent: 'necessary' });
  for (const width of [375, 1280]) {
    test(`keeps the search bar's room while its code loads, so the news below does not move when it comes (${width} px)`, async ({
      page,
    }) => {
      await expectSearchBarRoomKept(page, {
        path: '/regios/utrecht/nieuws',
        width,
        below: page.getByRole('region', { name: 'Nieuwsberichten' }).getByRole('heading', { level: 2 }).first(),
        field: page.getByRole('searchbox', { name: 'Zoek in het nieuws' }),
      });
    });
  }
});

test('a news article shows its date, category and header image', async ({ page }) => {
  await page.goto(article.path);
  await expect(page.getByRole('heading', { level: 1, name: article.heading })).toBeVisible();
  await expect(page.locator('time', { hasText: article.date })).toBeVisible();
  await expect(page.getByText('Onderzoek', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('fetchpriority', 'high');
});

test('a card on the overview leads to its article', async ({ page }) => {
  await page.goto('/onderzoek/nieuws');
  await page.getByRole('link', { name: article.heading }).click();
  await expect(page.getByRole('heading', { level: 1, name: article.heading })).toBeVisible();
});

// The full-page axe sweep of the news overviews and the article is in accessibility.spec.ts.

// A news article comes with the module the shell loads for it (mf_content/NewsPage), as
// the region page does (region-detail.spec.ts). Sent to mf_content/ContentPage, the article's code
// was asked for one round trip after it, and its text showed after React's throttle of the
// Suspense fallback.
test('a news article comes with its module: no other script of mf-content before its heading', async ({ page }) => {
  await expectRouteModuleAloneBeforeHeading(page, article.path, article.heading, 'NewsPage');
});
