import { expect, test } from '@playwright/test';
import { holdAnswers } from '../support/hold-answers';
import { revealFooter } from '../support/footer';

// The routes of spec 1 §2.1, each with the h1 a visitor sees. A national vacancy's application
// route is the open application's pattern (/vrijwilligerswerk/{vacancy}/solliciteren).
const routeTable = [
  { path: '/', heading: 'Samen sterk bij dementie' },
  { path: '/dementie/wat-is-dementie?zoekterm=geheugen&page=2', heading: 'Wat is dementie?' },
  { path: '/preview/node/900/2', heading: 'Jonge mensen met dementie (concept)' },
  { path: '/cookies', heading: 'Cookieverklaring' },
  { path: '/zoeken?pijler=informatie&zoekterm=mantelzorg', heading: 'Zoeken' },
  { path: '/regios?zoekterm=Nieuwegein', heading: 'Zoek uw regio' },
  { path: '/regios/utrecht/locaties', heading: 'Locaties in Regio Utrecht' },
  { path: '/nieuws', heading: 'Nieuws' },
  { path: '/regios/utrecht/nieuws', heading: 'Nieuws uit Regio Utrecht' },
  {
    path: '/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe/solliciteren',
    heading: 'Solliciteren: Gastvrouw of gastheer Alzheimer Café',
  },
  {
    path: '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
    heading: 'Solliciteren: Vrijblijvend contactverzoek',
  },
  { path: '/medewerker-communicatie/solliciteren', heading: 'Solliciteren: Medewerker communicatie' },
  { path: '/geheugentest/zelf', heading: 'Geheugentest voor uzelf' },
  { path: '/geheugentest/ander', heading: 'Geheugentest voor een ander' },
  { path: '/vrijwilligerswerk/bedankt-voor-je-sollicitatie', heading: 'Bedankt voor uw aanmelding als vrijwilliger' },
  {
    path: '/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie',
    heading: 'Bedankt voor uw sollicitatie',
  },
  { path: '/doneren', heading: 'Doneren' },
  { path: '/help-mee/steun-met-tijd', heading: 'Steun met uw tijd' },
  { path: '/nieuwsbrief', heading: 'Nieuwsbrief' },
  { path: '/privacy', heading: 'Privacyverklaring' },
  { path: '/een/pad/dat/niet/bestaat', heading: 'Pagina niet gevonden' },
];

for (const { path, heading } of routeTable) {
  test(`${path} shows "${heading}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

test('while a page loads the footer is hidden, and it comes back with the page', async ({ page }) => {
  const content = await holdAnswers(page, '**/api/drupal/mantelzorg');
  await page.goto('/mantelzorg');
  await expect(page.getByRole('status').filter({ hasText: 'Even geduld' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  content.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Zorgen voor iemand met dementie' })).toBeVisible();
  await revealFooter(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('style rules from the backend apply on their pages only', async ({ page }) => {
  await page.goto('/mantelzorg');
  await expect(page.getByRole('heading', { level: 1, name: 'Zorgen voor iemand met dementie' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCSS('background-color', 'rgb(251, 246, 238)');
  await page.goto('/dementie');
  await expect(page.getByRole('heading', { level: 1, name: 'Over dementie' })).toBeVisible();
  await expect(page.getByRole('main')).not.toHaveCSS('background-color', 'rgb(251, 246, 238)');
});

test('the offline page is served by the shell itself, without scripts', async ({ page }) => {
  await page.goto('/alz-offline');
  await expect(page.getByRole('heading', { level: 1, name: 'De website is even niet bereikbaar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Probeer opnieuw' })).toHaveAttribute('href', '/');
  await expect(page.locator('script')).toHaveCount(0);
});

test('every page view reaches the analytics data layer, the home page as node 9999', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  const pageViews = () =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string; nodeId?: unknown; pageKind?: string }[] }).dataLayer.filter(
        (entry) => entry.event === 'page_view',
      ),
    );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Samen sterk bij dementie' })).toBeVisible();
  await expect.poll(pageViews).toEqual([expect.objectContaining({ nodeId: 9999, pageKind: 'mf_content/HomePage' })]);
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Geheugentest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geheugentest voor uzelf' })).toBeVisible();
  await expect
    .poll(pageViews)
    .toEqual([
      expect.objectContaining({ nodeId: 9999 }),
      expect.objectContaining({ pageKind: 'mf_memorytest/MemoryTest' }),
    ]);
});
