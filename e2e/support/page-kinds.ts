import { type APIRequestContext } from '@playwright/test';
import type { RouteKey } from '@alz/shared/site/routes';
import { plannedActivityInUtrecht } from './planned-activity';
import { scrollToLoadingPart } from './scroll';
import { seededPages } from '@alz/api/testing';
import { expect, type Page } from './test';
import { revealFooter } from './footer';

export type { RouteKey };

/**
 * Every page kind there is so far, with what tells that each has filled: the axe sweep
 * (accessibility.spec.ts) and the reflow checks (reflow.spec.ts) open each one.
 */
export interface PageKind {
  kind: string;
  /** What the page is in the route manifest: its node's type, or its fixed route. */
  route: RouteKey;
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
    // The news and dementia-information sections load when scrolled near too.
    const news = region(page, 'Nieuws');
    await scrollToLoadingPart(news, news.getByRole('heading', { level: 3 }).first());
    const dementiaInfo = region(page, 'Informatie over dementie');
    await scrollToLoadingPart(dementiaInfo, dementiaInfo.getByRole('link').first());
    // The embedded vacancy list of mf-vacancies is checked too.
    const vacancies = region(page, 'Bekijk de vacatures');
    // It loads when the visitor scrolls towards it.
    await scrollToLoadingPart(vacancies, vacancies.getByRole('heading', { level: 3 }).first());
    await expect(vacancies.getByRole('combobox', { name: 'Afstand' })).toBeVisible();
  },
  // The blocks of mf-content on a vacancy page are checked too.
  'vacancy page': (page) => expect(page.getByRole('heading', { level: 2, name: 'Wat gaat u doen?' })).toBeVisible(),
};

const seededRoutes: Record<(typeof seededPages)[number]['kind'], RouteKey> = {
  home: 'homepage',
  'content page': 'content_page',
  'region page': 'regio',
  'vacancy page': 'vacancies',
  'memory test': 'memory-test-self',
  'search results': 'search',
  'not-found page': 'content',
};

export const pageKinds: PageKind[] = [
  ...seededPages.map(({ kind, path, heading }) => ({
    kind,
    route: seededRoutes[kind],
    path,
    heading,
    ready: seededPagesReady[kind],
  })),
  {
    kind: 'experience story',
    route: 'ervaringsverhaal',
    path: '/ervaringen/elke-ochtend-thee-met-ria',
    heading: 'Elke ochtend thee met Ria',
  },
  {
    kind: 'business partner overview',
    route: 'business_partner_overview',
    path: '/zakelijk/bedrijfsvrienden',
    heading: 'Onze bedrijfsvrienden',
    ready: (page) => expect(region(page, 'Alle bedrijfsvrienden').getByRole('listitem')).toHaveCount(5),
  },
  { kind: 'campaign special', route: 'campaign_special', path: '/campagne/samen-op-weg', heading: 'Samen op weg' },
  {
    kind: 'content page with thematic and centralised blocks',
    route: 'content_page',
    path: '/mantelzorg/mantelzorg-en-werk',
    heading: 'Mantelzorg en werk combineren',
    ready: (page) =>
      expect(
        page.locator('section:has(> h2:text-is("Verder lezen over mantelzorg"))').getByRole('listitem').first(),
      ).toBeVisible(),
  },
  {
    kind: 'page with every block kind',
    route: 'content_page',
    path: '/alle-blokken',
    heading: 'Alle blokken',
    ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'Wat uw steun betekent' })).toBeVisible(),
  },
  {
    kind: 'recommendation overview',
    route: 'recommendation_overview',
    path: '/tips/boeken-en-films',
    heading: 'Boeken, films en muziek over dementie',
    ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'Onze selectie' })).toBeVisible(),
  },
  ...(
    [
      { kind: 'news overview', route: 'news-overview', path: '/nieuws', heading: 'Nieuws' },
      {
        kind: 'news overview page',
        route: 'news_overview',
        path: '/onderzoek/nieuws',
        heading: 'Nieuws over dementie en onderzoek',
      },
    ] satisfies Omit<PageKind, 'ready'>[]
  ).map((news): PageKind => ({
    ...news,
    ready: (page: Page) => expect(page.getByRole('navigation', { name: 'Paginatie' })).toBeVisible(),
  })),
  {
    kind: 'news article',
    route: 'news',
    path: '/nieuws/nieuwe-bloedtest-kan-alzheimer-eerder-opsporen',
    heading: 'Nieuwe bloedtest kan alzheimer eerder opsporen',
    ready: (page) => expect(page.locator('main time').first()).toBeVisible(),
  },
  {
    kind: 'region search with results',
    route: 'region-search',
    path: '/regios?zoekterm=utrecht',
    ready: (page) => expect(page.getByRole('link', { name: 'Regio Utrecht', exact: true })).toBeVisible(),
  },
  {
    kind: 'over-de-regio page',
    route: 'over_de_regio',
    path: '/regios/utrecht/over-de-regio',
    heading: 'Over regio Utrecht',
    ready: (page) => expect(page.getByRole('link', { name: 'regio.utrecht@example.org' })).toBeVisible(),
  },
  {
    kind: 'locations overview',
    route: 'locations',
    path: '/regios/utrecht/locaties',
    ready: (page) => expect(page.getByText('8 locaties')).toBeVisible(),
  },
  {
    kind: 'location page with planned activities',
    route: 'location',
    path: async (request) => (await plannedActivityInUtrecht(request)).locationPath,
    ready: async (page) => {
      const planned = region(page, 'Geplande activiteiten');
      await expect(planned.getByText('De activiteiten worden geladen…')).toHaveCount(0);
      await expect(planned.getByRole('link').first()).toBeVisible();
    },
  },
  {
    kind: 'activity page',
    route: 'activiteit',
    path: async (request) => (await plannedActivityInUtrecht(request)).activityPath,
    ready: (page) => expect(region(page, 'Wanneer en waar')).toBeVisible(),
  },
  {
    kind: 'regional news overview',
    route: 'regional-news-overview',
    path: '/regios/utrecht/nieuws',
    ready: (page) => expect(page.locator('main li article').first()).toBeVisible(),
  },
  {
    kind: 'location search with results',
    route: 'location_search',
    path: '/activiteiten-en-vrijwilligerswerk-in-de-buurt?plaats=3511',
    ready: async (page) => {
      await expect(region(page, 'Uw regio').getByRole('heading', { level: 3, name: 'Regio Utrecht' })).toBeVisible();
      await expect(region(page, 'Activiteiten in de buurt').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(region(page, 'Vacatures in de buurt').getByRole('heading', { level: 3 }).first()).toBeVisible();
    },
  },
  {
    kind: 'vacancy overview',
    route: 'vacancy_overview',
    path: '/vrijwilligerswerk',
    ready: (page) => expect(region(page, 'Vacatures').getByRole('heading', { level: 3 }).first()).toBeVisible(),
  },
];

const vacancyPath = seededPages.find(({ kind }) => kind === 'vacancy page')!.path;

/**
 * Pages the reflow checks open but the axe sweep does not: the application form
 * (application-form.spec.ts checks its states with axe) and the cookie statement, with the
 * site's own cookie table, whose names are long single words.
 */
export const reflowOnlyPageKinds: [PageKind, PageKind] = [
  {
    kind: 'application form',
    route: 'regional-application',
    path: `${vacancyPath}/solliciteren`,
    heading: 'Solliciteren: Gastvrouw of gastheer Alzheimer Café',
  },
  {
    kind: 'cookie statement',
    route: 'cookies',
    path: '/cookies',
    heading: 'Cookieverklaring',
    ready: (page) => expect(page.getByRole('table', { name: /cookies/i })).toBeVisible(),
  },
];

/**
 * The manifest's types and routes the sweeps do not open, each with why; route-manifest.spec.ts
 * checks that every one is swept or named here.
 */
export const notSwept: Partial<Record<RouteKey, string>> = {
  overview_page: 'the basic page of mf-content, as content_page',
  centralised_building_block: 'the basic page of mf-content, as content_page',
  donation_content: 'the basic page of mf-content, as content_page',
  quiz: 'opened by content-pages.spec.ts, not swept yet',
  shoppagina: 'opened by content-pages.spec.ts, not swept yet',
  business_partner: 'opened by content-pages.spec.ts, not swept yet',
  regio_nieuws: 'the regional news overview of mf-content, swept on its fixed route',
  regio_overzicht: 'the region list with the region search, swept on /regios',
  info_over_dementie: 'RegionalItemPage, one title and text, as over_de_regio',
  services: 'RegionalItemPage, one title and text, as over_de_regio',
  uitgelicht: 'RegionalItemPage, one title and text, as over_de_regio',
  ontmoetingsplek: 'LocationPage, as location',
  regio_vacancies: 'VacancyPage, as vacancies',
  corporate_vacature: 'VacancyPage, as vacancies',
  memory_test_result_page: 'opened by memory-test.spec.ts after a test',
  home: 'swept as its content type, homepage',
  preview: "an editor's draft: routes.spec.ts and shell.spec.ts open it",
  'national-application': 'ApplicationForm, as regional-application',
  'corporate-application': 'ApplicationForm, as regional-application',
  'memory-test-other': 'MemoryTest, as memory-test-self',
};

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
