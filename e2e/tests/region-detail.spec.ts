import { expect, test, type Response } from '@playwright/test';
import { holdAnswers } from '../support/hold-answers';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';
import { visitEachSubMenuAnchor } from '../support/region-page';
import { expectRouteModuleAloneBeforeHeading } from '../support/scripts-before-heading';
import { scrollToLoadingPart } from '../support/scroll';

const SECTIONS = [
  'Uitgelicht',
  'Activiteiten in deze regio',
  'Nieuws',
  'Voorzieningen in de regio',
  'Bekijk de vacatures',
  'Informatie over dementie',
  'Alle regionale informatie',
];

test('with motion allowed, a sub-menu anchor scrolls smoothly to its section and focuses its heading', async ({
  page,
}) => {
  await page.goto('/regios/utrecht');
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
  // The sections above fill from the api and push the last one down; once they are in place
  // the scroll ends where the section is. The news and the vacancies load when scrolled near;
  // here they are loaded first, then the test starts again from the top.
  const news = page.getByRole('region', { name: 'Nieuws', exact: true });
  await scrollToLoadingPart(news, news.getByRole('heading', { level: 3 }).first());
  const vacancies = page.getByRole('region', { name: 'Bekijk de vacatures' });
  await scrollToLoadingPart(vacancies, vacancies.getByRole('heading', { level: 3 }).first());
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(page.getByRole('region', { name: 'Informatie over dementie' }).getByRole('link').first()).toBeVisible();
  const last = SECTIONS.at(-1)!;
  await page.getByRole('navigation', { name: 'Op deze pagina' }).getByRole('link', { name: last, exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: last, exact: true });
  await expect(heading).toBeFocused();
  // Part way down the page at first, then the scroll ends with the section in view.
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(/#regionale-informatie$/);
});

// The region page comes with its module (mf-regions/src/page-kinds/registry.tsx). Its
// code as a chunk of its own was asked for one round trip later, and its text showed about 250 ms
// after that (React's throttle of a Suspense fallback). So before the heading shows, the page
// has fetched no script of mf-regions but its entry and the module of the route. (The other
// regional page kinds: activities.spec.ts.)
test('the region page comes with its module: no other script of mf-regions before its heading shows', async ({
  page,
}) => {
  await expectRouteModuleAloneBeforeHeading(page, '/regios/utrecht', 'Regio Utrecht', 'RegionPage');
});

// Every anchor in turn, as a visitor who asked for less motion: each section is reached at once.
test('each sub-menu anchor of the region page moves to its section', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/regios/utrecht');
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
  expect(await visitEachSubMenuAnchor(page)).toEqual(SECTIONS);
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

  await page.getByRole('navigation', { name: 'In deze regio' }).getByRole('link', { name: 'Over de regio' }).click();
  await expect(page).toHaveURL(/\/regios\/utrecht\/over-de-regio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Over regio Utrecht' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar Regio Utrecht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
});

test("the region page lists the region's vacancies from mf-vacancies, within a chosen distance", async ({ page }) => {
  const closest = (radius: number) => (response: Response) =>
    new RegExp(`/api/v1/region/vacancies/closest\\?query=\\d{4}&radius=${radius}&page=0$`).test(response.url());
  const first = page.waitForResponse(closest(10));
  await page.goto('/regios/utrecht');
  const section = page.getByRole('region', { name: 'Bekijk de vacatures' });
  const cards = section.getByRole('heading', { level: 3 });
  const range = section.getByRole('combobox', { name: 'Afstand' });
  const count = section.getByRole('status');
  // The vacancies load when the visitor scrolls towards them.
  await scrollToLoadingPart(section, range);
  // Spec 1 §9: a region's vacancies start within 10 km of its place.
  const near = (await (await first).json()) as { Total: number; Vacancies: { Title: string }[] };
  expect(near.Total).toBeGreaterThan(0);
  await expect(count).toHaveText(`${near.Total} ${near.Total === 1 ? 'vacature' : 'vacatures'} gevonden`);
  await expect(cards).toHaveText(near.Vacancies.map((vacancy) => vacancy.Title));
  await expect(range).toHaveValue('10');
  // Exactly one target for the sub-menu's anchor, and no other id twice.
  await expect(page.locator('[id="vacatures"]')).toHaveCount(1);
  const duplicateIds = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(duplicateIds).toEqual([]);

  const whole = page.waitForResponse((r) => /\/api\/v1\/region\/vacancies\/\d+\?page=0$/.test(r.url()));
  await range.selectOption({ label: 'Hele regio' });
  const region = (await (await whole).json()) as { Total: number; Vacancies: { Title: string }[] };
  await expect(page).toHaveURL(/\/regios\/utrecht\?range=0$/);
  await expect(count).toHaveText(`${region.Total} ${region.Total === 1 ? 'vacature' : 'vacatures'} gevonden`);
  await expect(cards).toHaveText(region.Vacancies.map((vacancy) => vacancy.Title));

  const wide = page.waitForResponse(closest(50));
  await range.selectOption({ label: '50 km' });
  const far = (await (await wide).json()) as { Total: number };
  await expect(page).toHaveURL(/\/regios\/utrecht\?range=50$/);
  await expect(count).toHaveText(`${far.Total} ${far.Total === 1 ? 'vacature' : 'vacatures'} gevonden`);

  // The choice survives a reload, and a card leads to its vacancy page.
  await page.reload();
  await scrollToLoadingPart(section, range);
  await expect(range).toHaveValue('50');
  const firstCard = cards.first().getByRole('link');
  const title = (await firstCard.textContent()) ?? '';
  await firstCard.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('after the region page, pages of other remotes still load the parts they embed', async ({ page }) => {
  // @alz/shared is a federation singleton: the region page makes mf-regions' copy of the shared
  // RemoteModule the one every remote uses after it, also to load mf-regions' own activity block.
  await page.goto('/regios/utrecht');
  const section = page.getByRole('region', { name: 'Bekijk de vacatures' });
  const firstCard = section.getByRole('heading', { level: 3 }).first();
  await scrollToLoadingPart(section, firstCard);
  await firstCard.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Wat gaat u doen?' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/alle-blokken');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Alle blokken' })).toBeVisible();
  const activities = page.getByRole('region', { name: 'Alzheimer Cafés bij u in de buurt' });
  await expect(activities.getByRole('combobox').first()).toBeVisible();
  await expect(activities.getByText('kunnen we hier nu niet laten zien')).toHaveCount(0);
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

test('a region without a newsletter has no sign-up form, and the rest of its page works', async ({ page }) => {
  await page.goto('/regios/zoetermeer');
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Zoetermeer' })).toBeVisible();
  // The news loads when scrolled near.
  const news = page.getByRole('region', { name: 'Nieuws', exact: true });
  await scrollToLoadingPart(news, news.getByRole('heading', { level: 3 }).first());
  await expect(page.getByRole('region', { name: 'Alle regionale informatie' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nieuwsbrief van de regio' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'In deze regio' });
  await expect(menu.getByRole('link', { name: 'Over de regio' })).toHaveAttribute(
    'href',
    '/regios/zoetermeer/over-de-regio',
  );
});

// The full-page axe sweep of these page kinds is in accessibility.spec.ts.

// On a phone a list section shows its first 3 items; "Bekijk alles (n)" shows the rest in place,
// one way, and takes the visitor to the first of them. What is above stays where it was.
test('on a phone the news shows 3 items, and "Bekijk alles" shows the rest with the focus on the first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/regios/utrecht');
  await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
  const news = page.getByRole('region', { name: 'Nieuws', exact: true });
  const cards = news.getByRole('heading', { level: 3 });
  await scrollToLoadingPart(news, cards.first());
  await expect(cards).toHaveCount(3);
  const more = news.getByRole('button', { name: /^Bekijk alles \(\d+\)$/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const total = Number(/\((\d+)\)/.exec((await more.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(3);
  // The hidden items are out of the keyboard's way: from the third card's link, Tab goes to the button.
  await news.getByRole('listitem').nth(2).getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(more).toBeFocused();
  await page.waitForLoadState('networkidle');
  const top = () => news.getByRole('heading', { level: 2 }).evaluate((h) => h.getBoundingClientRect().top + scrollY);
  const before = await top();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(total);
  await expect(news.getByRole('listitem').nth(3)).toBeFocused();
  await expect(more).toHaveCount(0);
  expect(await top()).toBe(before);

  // At desktop width every item shows, without the button, as before.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await scrollToLoadingPart(news, cards.first());
  await expect(cards).toHaveCount(total);
  await expect(news.getByRole('button', { name: /Bekijk alles/ })).toHaveCount(0);
});

// The highlights grew from a line of text to a row of cards when they arrived, and
// pushed the activities below them out of view (layout shift 0.019 at 1280 px). They keep the
// room of a row while they load.
for (const width of [768, 1280]) {
  test(`the highlights arriving late do not move the sections below (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShifts(page);
    const highlights = await holdAnswers(page, '**/api/drupal/api/get-regio-highlights?*');
    await page.goto('/regios/utrecht');
    await expect(page.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeVisible();
    const activities = page.getByRole('region', { name: 'Activiteiten in deze regio' });
    await expect(activities.getByRole('heading', { level: 2 })).toBeAttached();
    const before = await activities.boundingBox();
    highlights.release();
    await expect(
      page.getByRole('region', { name: 'Uitgelicht' }).getByRole('heading', { level: 3 }).first(),
    ).toBeVisible();
    // The row kept for them is about what came: the activities moved by less than 3 rem, out of view.
    const after = await activities.boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThan(48);
    expect(before!.y).toBeGreaterThan(800);
    expect(await layoutShifts(page)).toEqual([]);
  });
}
