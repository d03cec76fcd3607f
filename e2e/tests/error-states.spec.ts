import { seededPages } from '@alz/api/testing';
import { expect, test, type Page } from '../support/test';

// Spec 2 §8: when the api fails, a page says the fault is ours and
// offers a retry, instead of "not found"; only a real 404 shows the not-found page; and every
// page kind has a title of its own, "{page} - Alzheimer Nederland".

test.use({ consent: 'necessary' });

const errorTitle = 'Er ging iets mis bij het laden van deze pagina';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

type Failure = '500' | 'connection';

/**
 * Makes the api fail for the page's own request until the returned function takes the fault
 * away. A connection failure is tried again by the site (spec 2 §4), so it stays until removed.
 */
async function breakApi(page: Page, apiPath: string, failure: Failure) {
  const url = `**${apiPath}`;
  await page.route(url, (route) =>
    failure === '500'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' })
      : route.abort('connectionrefused'),
  );
  return () => page.unroute(url);
}

const failingPages = [
  {
    kind: 'content page',
    path: '/dementie/wat-is-dementie',
    api: '/api/drupal/dementie/wat-is-dementie',
    heading: 'Wat is dementie?',
    failure: '500',
  },
  {
    kind: 'region page',
    path: '/regios/utrecht',
    api: '/api/drupal/regios/utrecht',
    heading: 'Regio Utrecht',
    failure: 'connection',
  },
  {
    kind: 'vacancy page',
    path: '/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe',
    api: '/api/drupal/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe',
    heading: 'Gastvrouw of gastheer Alzheimer Café',
    failure: '500',
  },
  {
    kind: 'memory test',
    path: '/geheugentest/zelf',
    api: '/api/drupal/geheugentest/zelf',
    heading: 'Geheugentest voor uzelf',
    failure: 'connection',
  },
  {
    kind: 'location overview',
    path: '/regios/utrecht/locaties',
    api: '/api/v1/region/utrecht',
    heading: 'Locaties in Regio Utrecht',
    failure: '500',
  },
  {
    kind: 'application form',
    path: '/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe/solliciteren',
    api: '/api/drupal/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe',
    heading: 'Solliciteren: Gastvrouw of gastheer Alzheimer Café',
    failure: 'connection',
  },
] as const;

test.describe('an api failure is not "page not found"', () => {
  for (const target of failingPages) {
    test(`a ${target.kind} the api cannot give (${target.failure}) shows the error state, and the page on retry`, async ({
      page,
    }) => {
      const repair = await breakApi(page, target.api, target.failure);
      await page.goto(target.path);
      await expect(heading(page, errorTitle)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toHaveCount(0);
      await expect(page).toHaveTitle(`${errorTitle} - Alzheimer Nederland`);
      // spec 1 §2.10: a failed load also offers the not-found page's search bar and suggestions.
      await expect(page.getByRole('main').getByLabel('Zoek op de website')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Misschien zocht u dit' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Lees het laatste nieuws' })).toHaveAttribute(
        'href',
        '/nieuws',
      );

      await repair();
      await page.getByRole('button', { name: 'Probeer opnieuw' }).click();
      // The button is gone with the fault; focus goes to the heading of the page that came.
      await expect(heading(page, target.heading)).toBeFocused();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/ - Alzheimer Nederland$/);
      await expect(page).not.toHaveTitle(`${errorTitle} - Alzheimer Nederland`);
    });
  }

  test('after a navigation to a page the api cannot give, the error heading takes focus', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page, 'Samen sterk bij dementie')).toBeVisible();
    await breakApi(page, '/api/drupal/dementie/wat-is-dementie', '500');
    // Within the open page (client-side navigation), as a click in the menu would.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/dementie/wat-is-dementie');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(heading(page, errorTitle)).toBeFocused();
  });
});

test.describe('only a real 404 is "page not found"', () => {
  for (const path of ['/regios/bestaat-niet/locaties', '/regios/bestaat-niet/nieuws', '/bestaat-echt-niet']) {
    test(`${path} shows the site's not-found page with its search bar and suggestions`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page, 'Pagina niet gevonden')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // mf-search's bar (a combobox), or its plain stand-in (a search box) while it loads.
      await expect(page.getByRole('main').getByLabel('Zoek op de website')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Misschien zocht u dit' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Probeer opnieuw' })).toHaveCount(0);
      await expect(page).toHaveTitle('Pagina niet gevonden - Alzheimer Nederland');
    });
  }
});

// Every page kind: the seeded pages, and the fixed routes of spec 1 §2.1 that are not among them.
const titledPages = [
  ...seededPages.map(({ kind, path, heading }) => ({ kind, path, heading })),
  { kind: 'preview', path: '/preview/node/900/2', heading: 'Jonge mensen met dementie (concept)' },
  { kind: 'cookie statement', path: '/cookies', heading: 'Cookieverklaring' },
  { kind: 'region search', path: '/regios?zoekterm=Nieuwegein', heading: 'Zoek uw regio' },
  { kind: 'location overview', path: '/regios/utrecht/locaties', heading: 'Locaties in Regio Utrecht' },
  { kind: 'news overview', path: '/nieuws', heading: 'Nieuws' },
  { kind: 'regional news overview', path: '/regios/utrecht/nieuws', heading: 'Nieuws uit Regio Utrecht' },
  { kind: 'memory test for another', path: '/geheugentest/ander', heading: 'Geheugentest voor een ander' },
  {
    kind: 'regional application form',
    path: '/regios/utrecht/vrijwilligerswerk/gastvrouw-of-gastheer-alzheimer-cafe/solliciteren',
    heading: 'Solliciteren: Gastvrouw of gastheer Alzheimer Café',
  },
  {
    kind: 'national application form',
    path: '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
    heading: 'Solliciteren: Vrijblijvend contactverzoek',
  },
  {
    kind: 'corporate application form',
    path: '/medewerker-communicatie/solliciteren',
    heading: 'Solliciteren: Medewerker communicatie',
  },
  {
    kind: 'application form without a vacancy',
    path: '/vrijwilligerswerk/bestaat-niet/solliciteren',
    heading: 'Dit formulier is nu niet beschikbaar',
  },
];

test.describe('every page has a title of its own', () => {
  for (const { kind, path, heading: name } of titledPages) {
    test(`the ${kind} (${path}) is titled "… - Alzheimer Nederland"`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page, name)).toBeVisible();
      // The page's own name in front: the site name alone says nothing about the tab.
      await expect(page).toHaveTitle(/^\S.* - Alzheimer Nederland$/);
    });
  }
});
