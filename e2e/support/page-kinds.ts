import { type APIRequestContext } from '@playwright/test';
import { plannedActivityInUtrecht } from './planned-activity';
import { scrollToLoadingPart } from './scroll';
import { seededPages } from './seeded-pages';
import { expect, type Page } from './test';
import { revealFooter } from './footer';

/**
 * Every page kind there is so far, with what tells that each has filled: the axe sweep
 * (accessibility.spec.ts) and the reflow checks (reflow.spec.ts) open each one.
 */
export interface PageKind {
  kind: string;
  /** A fixed path, or one found through the api (content that depends on the seed's day). */
  path: string | ((request: APIRequestContext) => Promise<string>);
  heading?: string;
  /** Waits for what loads after the heading. */
  ready?: (page: Page) => Promise<void>;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** What loads after the heading on the pages the seed always has. */
const seededPagesReady: Partial<Record<(typeof seededPages)[number]['kind'], PageKind['ready']>> = {
  'region page': async (page) => {
    // The news and dementia-information sections load when scrolled near too (issue 19).
    const news = region(page, 'Nieuws');
    await scrollToLoadingPart(news, news.getByRole('heading', { level: 3 }).first());
    const dementiaInfo = region(page, 'Informatie over dementie');
    await scrollToLoadingPart(dementiaInfo, dementiaInfo.getByRole('link').first());
    // The embedded vacancy list of mf-vacancies is checked too.
    const vacancies = region(page, 'Bekijk de vacatures');
    // It loads when the visitor scrolls towards it (issue 15).
    await scrollToLoadingPart(vacancies, vacancies.getByRole('heading', { level: 3 }).first());
    await expect(vacancies.getByRole('combobox', { name: 'Afstand' })).toBeVisible();
  },
  // The blocks of mf-content on a vacancy page are checked too.
  'vacancy page': (page) => expect(page.getByRole('heading', { level: 2, name: 'Wat gaat u doen?' })).toBeVisible(),
};

export const pageKinds: PageKind[] = [
  ...seededPages.map(({ kind, path, heading }) => ({ kind, path, heading, ready: seededPagesReady[kind] })),
  {
    kind: 'experience story',
    path: '/ervaringen/elke-ochtend-thee-met-ria',
    heading: 'Elke ochtend thee met Ria',
  },
  {
    kind: 'business partner overview',
    path: '/zakelijk/bedrijfsvrienden',
    heading: 'Onze bedrijfsvrienden',
    ready: (page) => expect(region(page, 'Alle bedrijfsvrienden').getByRole('listitem')).toHaveCount(5),
  },
  { kind: 'campaign special', path: '/campagne/samen-op-weg', heading: 'Samen op weg' },
  {
    kind: 'content page with thematic and centralised blocks',
    path: '/mantelzorg/mantelzorg-en-werk',
    heading: 'Mantelzorg en werk combineren',
    ready: (page) =>
      expect(
        page.locator('section:has(> h2:text-is("Verder lezen over mantelzorg"))').getByRole('listitem').first(),
      ).toBeVisible(),
  },
  {
    kind: 'page with every block kind',
    path: '/alle-blokken',
    heading: 'Alle blokken',
    ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'Wat uw steun betekent' })).toBeVisible(),
  },
  {
    kind: 'recommendation overview',
    path: '/tips/boeken-en-films',
    heading: 'Boeken, films en muziek over dementie',
    ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'Onze selectie' })).toBeVisible(),
  },
  ...[
    { kind: 'news overview', path: '/nieuws', heading: 'Nieuws' },
    { kind: 'news overview page', path: '/onderzoek/nieuws', heading: 'Nieuws over dementie en onderzoek' },
  ].map((news) => ({
    ...news,
    ready: (page: Page) => expect(page.getByRole('navigation', { name: 'Paginatie' })).toBeVisible(),
  })),
  {
    kind: 'news article',
    path: '/nieuws/nieuwe-bloedtest-kan-alzheimer-eerder-opsporen',
    heading: 'Nieuwe bloedtest kan alzheimer eerder opsporen',
    ready: (page) => expect(page.locator('main time').first()).toBeVisible(),
  },
  {
    kind: 'region search with results',
    path: '/regios?zoekterm=utrecht',
    ready: (page) => expect(page.getByRole('link', { name: 'Regio Utrecht', exact: true })).toBeVisible(),
  },
  {
    kind: 'over-de-regio page',
    path: '/regios/utrecht/over-de-regio',
    heading: 'Over regio Utrecht',
    ready: (page) => expect(page.getByRole('link', { name: 'regio.utrecht@example.org' })).toBeVisible(),
  },
  {
    kind: 'locations overview',
    path: '/regios/utrecht/locaties',
    ready: (page) => expect(page.getByText('8 locaties')).toBeVisible(),
  },
  {
    kind: 'location page with planned activities',
    path: async (request) => (await plannedActivityInUtrecht(request)).locationPath,
    ready: async (page) => {
      const planned = region(page, 'Geplande activiteiten');
      await expect(planned.getByText('De activiteiten worden geladen…')).toHaveCount(0);
      await expect(planned.getByRole('link').first()).toBeVisible();
    },
  },
  {
    kind: 'activity page',
    path: async (request) => (await plannedActivityInUtrecht(request)).activityPath,
    ready: (page) => expect(region(page, 'Wanneer en waar')).toBeVisible(),
  },
  {
    kind: 'regional news overview',
    path: '/regios/utrecht/nieuws',
    ready: (page) => expect(page.locator('main li article').first()).toBeVisible(),
  },
  {
    kind: 'location search with results',
    path: '/activiteiten-en-vrijwilligerswerk-in-de-buurt?plaats=3511',
    ready: async (page) => {
      await expect(region(page, 'Uw regio').getByRole('heading', { level: 3, name: 'Regio Utrecht' })).toBeVisible();
      await expect(region(page, 'Activiteiten in de buurt').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(region(page, 'Vacatures in de buurt').getByRole('heading', { level: 3 }).first()).toBeVisible();
    },
  },
  {
    kind: 'vacancy overview',
    path: '/vrijwilligerswerk',
    ready: (page) => expect(region(page, 'Vacatures').getByRole('heading', { level: 3 }).first()).toBeVisible(),
  },
];

/** Opens a page kind and waits until it has filled: its h1, then what loads after it. */
export async function openPageKind(
  page: Page,
  request: APIRequestContext,
  { path, heading, ready }: PageKind,
): Promise<void> {
  await page.goto(typeof path === 'string' ? path : await path(request));
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
  await ready?.(page);
  // The footer too, which comes once the visitor moves on.
  await revealFooter(page);
}
