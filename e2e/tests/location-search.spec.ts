import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdAnswers, searchBarLoaded } from '../support/hold-answers';

// The "location search" page kind (spec 1 §2.2, §2.5, §4): a place finds its region,
// then the activities (range kind) and vacancies around it, within one distance for both.

const PATH = '/activiteiten-en-vrijwilligerswerk-in-de-buurt';
const TITLE = 'Activiteiten en vrijwilligerswerk bij u in de buurt';

function locationSearch(page: Page) {
  const form = page.getByRole('search', { name: 'Zoek bij u in de buurt' });
  const activities = page.getByRole('region', { name: 'Activiteiten in de buurt' });
  const vacancies = page.getByRole('region', { name: 'Vacatures in de buurt' });
  return {
    input: form.getByRole('searchbox', { name: 'Postcode of woonplaats' }),
    submit: form.getByRole('button', { name: 'Zoeken' }),
    region: page.getByRole('region', { name: 'Uw regio', exact: true }),
    range: page.getByRole('main').getByRole('combobox', { name: 'Afstand' }),
    activities: {
      type: activities.getByRole('combobox', { name: 'Soort activiteit' }),
      count: activities.getByText(/^\d+ activiteit(en)?$/),
      cards: activities.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
    },
    vacancies: {
      count: vacancies.getByText(/^\d+ vacatures? gevonden$/),
      cards: vacancies.getByRole('heading', { level: 3 }).getByRole('link'),
    },
  };
}

const countOf = async (count: Locator) => Number((await count.textContent())?.split(' ')[0]);

async function searchFor(page: Page, place: string) {
  const search = locationSearch(page);
  await search.input.fill(place);
  await search.submit.click();
  await expect(page).toHaveURL(`${PATH}?plaats=${place}`);
  return search;
}

test('from "Steun met uw tijd" a visitor finds the region, activities and vacancies near postcode 3511', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  await page.goto('/help-mee/steun-met-tijd');
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const search = await searchFor(page, '3511');

  await expect(search.region.getByRole('heading', { level: 3, name: 'Regio Utrecht' })).toBeVisible();
  await expect(search.region.getByRole('link', { name: 'Naar de pagina van Regio Utrecht' })).toHaveAttribute(
    'href',
    '/regios/utrecht',
  );
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Uw regio',
    'Activiteiten in de buurt',
    'Vacatures in de buurt',
  ]);

  // One distance for both lists, 15 km first (spec 1 §9). Activities: a type narrows them down.
  const { activities, vacancies, range } = search;
  await expect(range).toHaveCount(1);
  await expect(range).toHaveValue('15');
  await expect(activities.count).toBeVisible();
  const all = await countOf(activities.count);
  expect(all).toBeGreaterThan(6);
  await expect(activities.cards).toHaveCount(6);
  await activities.type.selectOption({ index: 1 });
  const type = await activities.type.inputValue();
  await expect(page).toHaveURL(/[?&]soort=[^&]+/);
  await expect(async () => expect(await countOf(activities.count)).toBeLessThan(all)).toPass();
  for (const card of await activities.cards.all()) await expect(card).toContainText(type);

  // A chosen card is step 2 of the vacancy funnel; first the count within 15 km.
  await expect(vacancies.count).toBeVisible();
  const vacanciesWithin15 = await countOf(vacancies.count);

  // spec 1 §4: another range clears the type and reloads, the vacancies follow it.
  await range.selectOption({ label: '50 km' });
  await expect(page).toHaveURL(/[?&]soort=&afstand=50$/);
  await expect(activities.type).toHaveValue('');
  await expect(async () => expect(await countOf(activities.count)).toBeGreaterThan(all)).toPass();
  await expect(async () => expect(await countOf(vacancies.count)).toBeGreaterThan(vacanciesWithin15)).toPass();
  const first = vacancies.cards.first();
  const title = (await first.textContent())?.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const pushed = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event === 'alzheimerVacancy'),
  );
  expect(pushed).toEqual([{ event: 'alzheimerVacancy', vacancy: title, step: 2 }]);
});

test('a place name finds its region, and a name several regions share offers the choice', async ({ page }) => {
  await page.goto(PATH);
  let search = await searchFor(page, 'Amersfoort');
  await expect(search.region.getByRole('heading', { level: 3, name: 'Regio Amersfoort en omstreken' })).toBeVisible();
  await expect(search.activities.count).toBeVisible();
  await expect(search.vacancies.cards.first()).toBeVisible();

  search = await searchFor(page, 'Utrecht');
  await expect(page.getByRole('heading', { level: 2, name: 'Kies uw regio' })).toBeVisible();
  await page.getByRole('link', { name: 'Regio Utrechtse Heuvelrug', exact: true }).click();
  await expect(page).toHaveURL(`${PATH}?plaats=Utrecht&regio=111`);
  await expect(page.getByRole('heading', { level: 2, name: 'Uw regio', exact: true })).toBeFocused();
  await expect(search.region.getByRole('heading', { level: 3, name: 'Regio Utrechtse Heuvelrug' })).toBeVisible();
  await expect(search.activities.count).toBeVisible();
});

test("a place selected to type over is replaced, also when mf-search's bar takes over the field", async ({ page }) => {
  // The plain form stands in until mf-search's bar arrives; it stays while the focus is on its
  // button, so the bar takes over as the visitor tabs back into the field, which selects the place.
  const bar = await holdAnswers(page, '**/__federation_expose_SearchBar.*');
  await page.goto(PATH);
  const search = await searchFor(page, 'Amersfoort');
  await expect(search.submit).toBeFocused();
  bar.release();
  await searchBarLoaded(page);
  await page.keyboard.press('Shift+Tab');
  await expect(search.input).toBeFocused();
  await page.keyboard.type('Utrecht');
  await expect(search.input).toHaveValue('Utrecht');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${PATH}?plaats=Utrecht`);
});

test('an unknown place gets a calm message with help, not an error', async ({ page }) => {
  await page.goto(PATH);
  await searchFor(page, 'Xyzzy');
  await expect(page.getByRole('heading', { level: 2, name: 'We vinden geen regio bij ‘Xyzzy’' })).toBeVisible();
  await expect(page.getByText('Controleer de spelling.')).toBeVisible();
  await expect(page.getByRole('link', { name: "Bekijk alle regio's" })).toHaveAttribute('href', '/regios');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Activiteiten in de buurt' })).toHaveCount(0);
});

// The full-page axe sweep of these page kinds is in accessibility.spec.ts.
