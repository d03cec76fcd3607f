import { holdAnswers } from '../support/hold-answers';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';
import { expect, test, type Page } from '../support/test';

// spec 1 §2.2-2.3: the page kinds and header variants of the pages group, from the seeded api.
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a campaign special shows its header image with overlay text and its call to action', async ({ page }) => {
  await page.goto('/campagne/samen-op-weg');
  await expect(h1(page, 'Samen op weg')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Een groep mensen wandelt door het park' })).toBeVisible();
  await expect(page.getByText('Elke stap telt', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schrijf u in' })).toHaveAttribute('href', '/help-mee');
});

test('an experience story shows the pill and its story image', async ({ page }) => {
  await page.goto('/ervaringen/elke-ochtend-thee-met-ria');
  await expect(h1(page, 'Elke ochtend thee met Ria')).toBeVisible();
  await expect(page.getByText('Persoonlijk verhaal', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ria en Jan drinken thee aan de keukentafel' })).toBeVisible();
});

test('a quiz asks for marketing consent before it embeds the quiz', async ({ page }) => {
  await page.goto('/quiz/hoeveel-weet-u-over-dementie');
  await expect(h1(page, 'Hoeveel weet u over dementie?')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Marketingcookies accepteren' })).toBeVisible();
  await expect(page.locator('main iframe')).toHaveCount(0);
});

test('the shop page shows product cards with a price and an order link', async ({ page }) => {
  await page.goto('/onze-winkel');
  await expect(h1(page, 'Onze winkel')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Puzzel met grote stukjes' })).toBeVisible();
  await expect(page.getByText('€ 14,95')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bestellen Puzzel met grote stukjes' })).toHaveAttribute(
    'href',
    'https://winkel.example.nl/producten/puzzel',
  );
});

test('the business partner overview lists the partners as cards that lead to their page', async ({ page }) => {
  await page.goto('/zakelijk/bedrijfsvrienden');
  await expect(h1(page, 'Onze bedrijfsvrienden')).toBeVisible();
  const cards = page.getByRole('region', { name: 'Alle bedrijfsvrienden' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText('Bakkerij De Gouden Korst');
  await page.getByRole('link', { name: 'Fietsenmaker Van Dam & Zonen' }).click();
  await expect(page).toHaveURL('/zakelijk/bedrijfsvrienden/fietsenmaker-van-dam');
  await expect(h1(page, 'Fietsenmaker Van Dam & Zonen')).toBeVisible();
  await expect(page.getByText('Bedrijfsvriend', { exact: true })).toBeVisible();
});

test('a page with a sticky call to action keeps it in view on desktop, in the flow on mobile', async ({ page }) => {
  await page.goto('/help-mee/maatje-worden');
  await expect(h1(page, 'Word maatje van iemand met dementie')).toBeVisible();
  const aside = page.getByRole('complementary', { name: 'Meld u aan als maatje' });
  await expect(aside.getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  const box = aside.locator('> div');
  await expect(box).toHaveCSS('position', 'sticky');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(box).toHaveCSS('position', 'static');
});

// On a phone the hero's portrait crop is shown; its box had the landscape's aspect ratio
// until the image came, then grew from 193 to 457 px and pushed the hero's text down (0.12).
test.describe('a special hero on a phone', () => {
  test.use({ consent: 'necessary', viewport: { width: 390, height: 844 } });
  test("keeps its portrait's room while the image loads, so its text does not move", async ({ page }) => {
    await watchLayoutShifts(page);
    const image = await holdAnswers(page, '**/blobstorage/content/bloemen-plukken-*');
    await page.goto('/zomer-vol-ontmoetingen');
    await expect(h1(page, 'Zomer vol ontmoetingen')).toBeInViewport();
    image.release();
    const hero = page.getByRole('img', { name: 'Twee mensen genieten samen van een mooie dag' });
    await expect(hero).toHaveJSProperty('complete', true);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await layoutShifts(page)).toEqual([]);
  });
});

// The newsletter page showed its sign-up link first, and the form, 273 px taller, pushed
// the text below it down when its code came (0.022 at 1280 px). The page now comes with its form.
test.describe('the newsletter page', () => {
  test.use({ consent: 'necessary' });
  for (const width of [375, 1280]) {
    test(`comes with its sign-up form: nothing moves when the form's code comes (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShifts(page);
      const formCode = await holdAnswers(page, '**/alz-signup.*.js');
      const asked = page.waitForRequest('**/alz-signup.*.js');
      await page.goto('/nieuwsbrief');
      // The page has its content and asks for the form's code: it says it loads until that comes.
      await asked;
      await expect(page.getByRole('main').getByText('Even geduld, we laden de pagina…')).toBeVisible();
      const below = page.getByRole('heading', { level: 2, name: 'Wat leest u in de nieuwsbrief?' });
      await expect(below).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Meld u aan voor de nieuwsbrief' })).toHaveCount(0);
      formCode.release();
      const signup = page.getByRole('region', { name: 'Meld u aan voor de nieuwsbrief' });
      await expect(signup.getByRole('textbox', { name: 'E-mailadres (verplicht)' })).toBeVisible();
      await expect(h1(page, 'Nieuwsbrief')).toBeVisible();
      await expect(below).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  test("keeps the link to sign up when the form's code cannot load", async ({ page }) => {
    await page.route('**/alz-signup.*.js', (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/alz-signup.'));
    await page.goto('/nieuwsbrief');
    await failed;
    await expect(h1(page, 'Nieuwsbrief')).toBeVisible();
    // Two frames on, the page has taken in the failure (the link used to go then).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const signup = page.getByRole('region', { name: 'Meld u aan voor de nieuwsbrief' });
    expect(await signup.getByRole('link', { name: 'Meld u aan voor de nieuwsbrief' }).getAttribute('href')).toBe(
      '/nieuwsbrief',
    );
    await expect(signup.getByRole('textbox')).toHaveCount(0);
  });
});

test('header variants: big title, custom header, header video, sand background and search', async ({ page }) => {
  await page.goto('/dementie/praten-over-dementie');
  await expect(h1(page, 'Praten over dementie')).toBeVisible();

  await page.goto('/zomer-vol-ontmoetingen');
  await expect(h1(page, 'Zomer vol ontmoetingen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bekijk activiteiten' })).toBeVisible();

  await page.goto('/dementie/leven-met-dementie-in-beeld');
  await expect(h1(page, 'Leven met dementie in beeld')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Marketingcookies accepteren' })).toBeVisible();

  await page.goto('/mantelzorg/tips-fijne-dag');
  await expect(h1(page, 'Tips voor een fijne dag samen')).toBeVisible();

  await page.goto('/hulp-en-advies');
  await expect(h1(page, 'Hulp en advies')).toBeVisible();
  // mf-search's bar (a combobox with suggestions) or, while it loads, its plain stand-in.
  await page.getByRole('main').getByLabel('Waar bent u naar op zoek?').fill('mantelzorg');
  await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL('/zoeken?zoekterm=mantelzorg');
});

// The full-page axe sweep of these page kinds is in accessibility.spec.ts.
