import { holdAnswers } from '../support/hold-answers';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shift';
import { expect, test, type Page } from '../support/test';
import { revealFooter } from '../support/footer';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

// spec 1 §2.3: the pre-footer is hidden on exactly these paths and under /geheugentest.
const withoutPreFooter = [
  '/nieuwsbrief-bedankt',
  '/training-houd-je-brein-gezond',
  '/zakelijk/nieuwsbrief-aanmelden',
  '/gedichten-nieuwsbrief',
  '/nieuwsbrief',
  '/onderzoek/projecten/aboard/nieuwsbrieven',
  '/collecte',
  '/aanmelden-scienceflash',
  '/geheugentest/zelf',
];

test.describe('main menu', () => {
  test('opens and closes behind a Menu button on a phone (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Mantelzorg' })).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Mantelzorg' }).click();
    await expect(heading(page, 'Zorgen voor iemand met dementie')).toBeFocused();
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a page reached by keyboard puts focus on its h1, without a ring around it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Mantelzorg' }).focus();
    await page.keyboard.press('Enter');
    const h1 = heading(page, 'Zorgen voor iemand met dementie');
    await expect(h1).toBeFocused();
    // The heading is where a screen reader starts, not a control: no outline, no halo.
    expect(
      await h1.evaluate((element) => [getComputedStyle(element).outlineStyle, getComputedStyle(element).boxShadow]),
    ).toEqual(['none', 'none']);
  });

  test('shows the top level with sub-menus on a desktop (1280 px)', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Over dementie' })).toBeVisible();
    await nav.getByRole('button', { name: 'Meer onder Over dementie' }).click();
    await nav.getByRole('link', { name: 'Wat is dementie?' }).click();
    await expect(page).toHaveURL(/\/dementie\/wat-is-dementie$/);
    await expect(heading(page, 'Wat is dementie?')).toBeFocused();
    await expect(
      page.getByRole('navigation', { name: 'Broodkruimels' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  });

  // The header grew by a row when the menu's items arrived after the first paint, and
  // moved the whole page down (layout shift 0.024 at 1280 px). Its row is kept for it now.
  for (const width of [1024, 1280]) {
    test(`arriving late does not move the page (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await watchLayoutShifts(page);
      const menu = await holdAnswers(page, '**/api/drupal/api/menu_items/main');
      await page.goto('/over-dementie');
      const title = heading(page, 'Over dementie');
      await expect(title).toBeVisible();
      const before = await title.boundingBox();
      menu.release();
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      await expect(nav.getByRole('link', { name: 'Over ons' })).toBeVisible();
      // One line of items, in the row kept for it, and the page where it was.
      expect((await nav.boundingBox())!.height).toBeLessThanOrEqual(48);
      expect((await title.boundingBox())!.y).toBe(before!.y);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

test('an address an embedded script pushes changes the page (spec 2 §2: the router checks the address every 100 ms)', async ({
  page,
}) => {
  await page.goto('/mantelzorg');
  await expect(heading(page, 'Zorgen voor iemand met dementie')).toBeVisible();
  // As a CMS snippet would: no link, no popstate, only the history entry.
  await page.evaluate(() => window.history.pushState({}, '', '/dementie'));
  await expect(heading(page, 'Over dementie')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Zorgen voor iemand met dementie')).toBeVisible();
});

test('a fresh load of the page a scroll depth was stored for goes back to that depth (spec 2 §2)', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([
    {
      name: 'scrollDepth',
      value: encodeURIComponent(JSON.stringify({ path: '/alle-blokken', depth: 1200 })),
      url: baseURL!,
    },
  ]);
  await page.goto('/alle-blokken');
  await expect(heading(page, 'Alle blokken')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  // Used once: the cookie is gone, so the next load starts at the top.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('scrollDepth');
});

test.describe('the pre-footer', () => {
  const preFooterLink = (page: Page) => page.getByRole('link', { name: 'Steun met geld' });

  test('is shown on an ordinary page', async ({ page }) => {
    await page.goto('/dementie');
    await revealFooter(page);
    await expect(preFooterLink(page)).toHaveAttribute('href', '/doneren');
  });

  for (const path of withoutPreFooter) {
    test(`is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await revealFooter(page);
      await expect(page.getByRole('navigation', { name: 'Voettekst' })).toBeVisible();
      await expect(preFooterLink(page)).toHaveCount(0);
    });
  }

  // A page may ask for it too: the donation page has no use for "donate".
  test('is hidden on a page that asks for it', async ({ page }) => {
    await page.goto('/doneren');
    await expect(heading(page, 'Doneren')).toBeVisible();
    await revealFooter(page);
    await expect(page.getByRole('navigation', { name: 'Voettekst' })).toBeVisible();
    await expect(preFooterLink(page)).toHaveCount(0);
  });
});

test("the footer's text, its quality marks' labels too, is at least 16 px", async ({ page }) => {
  await page.goto('/dementie');
  await revealFooter(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Voettekst' })).toBeVisible();
  await expect(footer.getByText('Erkend goed doel')).toBeVisible();
  const small = await footer.evaluate((element) =>
    [...element.querySelectorAll('*')]
      .filter((child) => [...child.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()))
      .filter((child) => (child as HTMLElement).checkVisibility() && child.getBoundingClientRect().width > 1)
      .filter((child) => parseFloat(getComputedStyle(child).fontSize) < 16)
      .map((child) => `"${child.textContent!.trim().slice(0, 30)}" ${getComputedStyle(child).fontSize}`),
  );
  expect(small).toEqual([]);
});

test('a slide-in shows on its pages once the cookie question is answered and the visitor reads on, and stays closed after a reload', async ({
  page,
}) => {
  await page.goto('/mantelzorg');
  await page.getByRole('button', { name: 'Alleen noodzakelijke' }).click();
  const slideIn = page.getByRole('complementary').filter({ has: page.getByRole('button', { name: 'Sluiten' }) });
  await page.mouse.wheel(0, 600);
  await expect(slideIn).toBeVisible();
  await slideIn.getByRole('button', { name: 'Sluiten' }).click();
  await expect(slideIn).toHaveCount(0);
  await page.reload();
  await expect(heading(page, 'Zorgen voor iemand met dementie')).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole('button', { name: 'Lees meer' })).toHaveCount(0);
  await expect(slideIn).toHaveCount(0);
});

test.describe('with only necessary cookies chosen before', () => {
  test.use({ consent: 'necessary' });

  test('a video waits behind the cookie gate until marketing cookies are accepted', async ({ page }) => {
    await page.goto('/mantelzorg');
    const video = page.locator('iframe[title="Drie mantelzorgers vertellen"]');
    await expect(page.getByText('De video ‘Drie mantelzorgers vertellen’ kunt u pas bekijken')).toBeVisible();
    await expect(video).toHaveCount(0);
    await page.getByRole('button', { name: 'Marketingcookies accepteren' }).click();
    await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await page.reload();
    await expect(video).toHaveCount(1);
  });
});

test('an old address is redirected to its new page', async ({ page }) => {
  await page.goto('/over-dementie');
  await expect(page).toHaveURL(/\/dementie$/);
  await expect(heading(page, 'Over dementie')).toBeVisible();
});

test('a redirect to another site wins over a page at the same address (spec 1 §4), replacing the history entry', async ({
  page,
}) => {
  // The web shop is another site; here it answers for itself.
  await page.route('https://winkel.example.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="nl"><title>Webwinkel</title><h1>Webwinkel</h1></html>',
    }),
  );
  await page.goto('/dementie/wat-is-dementie');
  await expect(heading(page, 'Wat is dementie?')).toBeVisible();
  await page.goto('/winkel');
  await expect(page).toHaveURL('https://winkel.example.org/');
  await expect(page.getByRole('heading', { level: 1, name: 'Webwinkel' })).toBeVisible();
  // Back skips the old address, which would only send the visitor away again.
  await page.goBack();
  await expect(page).toHaveURL(/\/dementie\/wat-is-dementie$/);
});

test('a content page without a redirect logs no console error (the lookup answers 200)', async ({ page }) => {
  // Chromium logs a 404 answer as an error, which costs Lighthouse's best practices score.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const lookup = page.waitForResponse((response) => response.url().includes('/api/v1/redirect/lookup?'));
  await page.goto('/dementie/wat-is-dementie');
  await expect(heading(page, 'Wat is dementie?')).toBeVisible();
  expect((await lookup).status()).toBe(200);
  expect(errors).toEqual([]);
});

test('a search results page is not indexable, a content page is', async ({ page }) => {
  await page.goto('/zoeken?pijler=alle&zoekterm=dementie');
  await expect(page.getByRole('status').filter({ hasText: 'resultaten' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await page.goto('/dementie/wat-is-dementie');
  await expect(heading(page, 'Wat is dementie?')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dementie\/wat-is-dementie$/);
});

test('the cookie statement has its title, our cookie list and a way to change the choice', async ({ page }) => {
  await page.goto('/cookies');
  await expect(heading(page, 'Cookieverklaring')).toBeVisible();
  await expect(page).toHaveTitle('Cookieverklaring - Alzheimer Nederland');
  await expect(page.getByRole('table', { name: 'Cookies die deze website zelf plaatst' })).toBeVisible();
  await page.getByRole('button', { name: 'Alleen noodzakelijke' }).first().click();
  await page.getByRole('button', { name: 'Cookie-instellingen wijzigen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('the cookie statement arriving late', () => {
  test.use({ consent: 'necessary', viewport: { width: 375, height: 740 } });

  // Our cookie list showed at once, and the statement pushed it down when it came
  // (layout shift 0.31 on a phone). It shows with the statement now.
  test('does not push our cookie list down', async ({ page }) => {
    await watchLayoutShifts(page);
    const statement = await holdAnswers(page, '**/api/drupal/cookies');
    await page.goto('/cookies');
    await expect(page.getByRole('main').getByRole('status')).toContainText('Even geduld');
    await expect(page.getByRole('table', { name: 'Cookies die deze website zelf plaatst' })).toHaveCount(0);
    statement.release();
    await expect(heading(page, 'Cookieverklaring')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Cookies die deze website zelf plaatst' })).toBeAttached();
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test('the consent banner remembers the choice', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies op deze website' });
  await banner.getByRole('button', { name: 'Alleen noodzakelijke' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(heading(page, 'Samen sterk bij dementie')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('an editor can preview a draft that is not published', async ({ page }) => {
  await page.goto('/preview/node/900/2');
  await expect(heading(page, 'Jonge mensen met dementie (concept)')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await page.goto('/concept/jonge-mensen-met-dementie');
  await expect(heading(page, 'Pagina niet gevonden')).toBeVisible();
});

test('the not-found page offers a search and suggestions', async ({ page }) => {
  await page.goto('/dit-bestaat-niet');
  await expect(heading(page, 'Pagina niet gevonden')).toBeVisible();
  await page.getByRole('main').getByLabel('Zoek op de website').fill('mantelzorg');
  await page.getByRole('main').getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/zoeken\?zoekterm=mantelzorg$/);
});

test('an error report reaches the api through the tunnel', async ({ page }) => {
  // A second shell with error reporting on, started with the site (support/global-setup.ts).
  const shell = process.env.E2E_REPORTING_SHELL_URL;
  await page.goto(`${shell}/?debugging=true`);
  await expect(heading(page, 'Samen sterk bij dementie')).toBeVisible();
  const report = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/error-reports') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes('Testfout vanuit de debugmodus'),
  );
  await page.getByRole('button', { name: 'Stuur een testfout' }).click();
  expect((await report).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'testfout' })).toHaveText('De testfout is verstuurd.');

  // The site itself runs without a DSN: the button says so instead of claiming it sent something.
  await page.goto('/?debugging=true');
  await page.getByRole('button', { name: 'Stuur een testfout' }).click();
  await expect(page.getByText('Er is niets verstuurd: foutrapportage staat op deze website uit.')).toBeVisible();
});

test('a paginated page carries prev and next links in its head, and only its first page is not indexable', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/v1/es/search?query=dementie&contentType=alle');
  const totalPages = Math.ceil(((await answer.json()) as { Total: number }).Total / 10);
  expect(totalPages).toBeGreaterThan(1);
  await page.goto('/zoeken?pijler=alle&zoekterm=dementie');
  await expect(page.locator('link[rel="next"]')).toHaveAttribute(
    'href',
    '/zoeken?pijler=alle&zoekterm=dementie&page=2',
  );
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Paginatie' }).getByRole('link', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/page=2$/);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', '/zoeken?pijler=alle&zoekterm=dementie');
  await expect(page.locator('link[rel="next"]')).toHaveCount(totalPages > 2 ? 1 : 0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
});
