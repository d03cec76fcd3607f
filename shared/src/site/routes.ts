// The site's route manifest: which remote renders which path (spec 1 §2.1) and which content
// type (spec 1 §2.2), and what a route needs before it can render. Everything that has to know
// this is derived from here: the shell's router and page kinds, each remote's webpack `exposes`
// and page-kind registry (typed by `TypesOf`), the server's preload hints (site/addresses.ts),
// and the page lists of the end-to-end tests and the bench. Adding a content type is one entry
// below plus its module (docs/architecture.md, "Adding a page kind").

/**
 * Every remote and the modules it exposes, each built from `src/exposes/<kebab-name>.tsx`
 * (`exposeFiles`). Each page kind is a module of its own, so its code comes with the module the
 * shell loads for it (@alz/shared/ui/page-kind-module); each module more costs every first load
 * about 50 bytes in its remoteEntry.js.
 */
export const remoteModules = {
  mf_content: ['HomePage', 'ContentPage', 'NewsPage', 'BlockRenderer', 'NewsOverview'],
  mf_regions: [
    'RegionPage',
    'ActivityPage',
    'LocationPage',
    'LocationSearchPage',
    'OverDeRegioPage',
    'RegionalItemPage',
    'RegionOverviewPage',
    'RegionSearch',
    'LocationOverview',
    'ActivityBlock',
  ],
  mf_vacancies: ['VacancyPage', 'ApplicationForm', 'VacancyList'],
  mf_memorytest: ['MemoryTest', 'ResultPage'],
  mf_search: ['SearchPage', 'SearchBar'],
  mf_picker: ['ImagePicker', 'mount', 'RichTextEditor'],
} as const;

export type RemoteName = keyof typeof remoteModules;
/** `remote_name/ExposedModule`, as the federation runtime loads it. */
export type ModuleId = { [R in RemoteName]: `${R}/${(typeof remoteModules)[R][number]}` }[RemoteName];

export interface ContentTypeRoute {
  /** The remote's page-kind module that renders the type. */
  module: ModuleId;
  /** Another remote's module the page shows at once (a vacancy's blocks come from mf-content). */
  also?: ModuleId;
}

const contentPage = { module: 'mf_content/ContentPage' } as const;
const regionalItem = { module: 'mf_regions/RegionalItemPage' } as const;
const location = { module: 'mf_regions/LocationPage' } as const;
const vacancy = { module: 'mf_vacancies/VacancyPage', also: 'mf_content/BlockRenderer' } as const;

/**
 * Every content type of spec 1 §2.2 and the page kind that shows it. The header variant of
 * spec 1 §2.3 is the page kind's to choose (mostly by the node's field_header_type), so it is not
 * named here.
 */
export const contentTypes = {
  homepage: { module: 'mf_content/HomePage' },
  content_page: contentPage,
  overview_page: contentPage,
  news: { module: 'mf_content/NewsPage' },
  news_overview: contentPage,
  // The regional news overview lives with the other news overviews (mf-content).
  regio_nieuws: contentPage,
  campaign_special: { ...contentPage },
  ervaringsverhaal: { ...contentPage },
  quiz: contentPage,
  shoppagina: contentPage,
  business_partner: contentPage,
  business_partner_overview: contentPage,
  recommendation_overview: contentPage,
  centralised_building_block: contentPage,
  donation_content: contentPage,
  regio: { module: 'mf_regions/RegionPage' },
  regio_overzicht: { module: 'mf_regions/RegionOverviewPage' },
  over_de_regio: { module: 'mf_regions/OverDeRegioPage' },
  location,
  ontmoetingsplek: location,
  activiteit: { module: 'mf_regions/ActivityPage' },
  info_over_dementie: regionalItem,
  services: regionalItem,
  uitgelicht: regionalItem,
  location_search: { module: 'mf_regions/LocationSearchPage' },
  vacancies: vacancy,
  regio_vacancies: vacancy,
  corporate_vacature: vacancy,
  // A list of vacancies has no blocks of its own.
  vacancy_overview: { module: 'mf_vacancies/VacancyPage' },
  memory_test_result_page: { module: 'mf_memorytest/ResultPage' },
} as const satisfies Record<string, ContentTypeRoute>;

export type ContentType = keyof typeof contentTypes;

/** The content types a page-kind module renders: the keys its registry must have. */
export type TypesOf<M extends ModuleId> = {
  [T in ContentType]: (typeof contentTypes)[T]['module'] extends M ? T : never;
}[ContentType];

/** The shell's own pages: a content path (by its node's type), a preview, the cookie statement. */
export type ShellPage = 'content' | 'preview' | 'cookies';

export interface FixedRoute {
  /** What the end-to-end tests and the bench call the route. */
  id: string;
  /** React Router's path pattern. */
  path: string;
  /** The remote's module that renders it, or the shell's own page. */
  page: ModuleId | ShellPage;
  /** What the module is given (a route it shares with another path). */
  props?: Readonly<Record<string, unknown>>;
  /** Spec 1 §2.1's purpose of the route. */
  title: string;
  /**
   * The content call (node by path) and its breadcrumbs come before the page can render. Routes
   * without it ask for their data once their module runs.
   */
  content?: true;
}

const applicationForm = 'mf_vacancies/ApplicationForm';

/**
 * The route table of spec 1 §2.1, first match wins. Thank-you pages, /doneren, /nieuwsbrief and
 * /privacy are content pages.
 */
export const fixedRoutes = [
  { id: 'home', path: '/', page: 'content', title: 'Home page', content: true },
  { id: 'preview', path: '/preview/:entityType/:entityId/:revisionId', page: 'preview', title: 'Content preview' },
  { id: 'cookies', path: '/cookies', page: 'cookies', title: 'Cookie statement', content: true },
  // spec 1 §2.1: a vacancy's application route is always the vacancy path plus /solliciteren.
  {
    id: 'regional-application',
    path: '/regios/:regio/vrijwilligerswerk/:vacancy/solliciteren',
    page: applicationForm,
    title: 'Application for a regional vacancy',
  },
  {
    id: 'national-application',
    path: '/vrijwilligerswerk/:vacancy/solliciteren',
    page: applicationForm,
    title: 'Application for a national vacancy',
  },
  {
    id: 'corporate-application',
    path: '/:vacancy/solliciteren',
    page: applicationForm,
    title: 'Application for a corporate vacancy',
  },
  { id: 'search', path: '/zoeken', page: 'mf_search/SearchPage', title: 'Site search' },
  { id: 'region-search', path: '/regios', page: 'mf_regions/RegionSearch', title: 'Region search' },
  {
    id: 'locations',
    path: '/regios/:regio/locaties',
    page: 'mf_regions/LocationOverview',
    title: 'Regional locations overview',
  },
  { id: 'news-overview', path: '/nieuws', page: 'mf_content/NewsOverview', title: 'National news overview' },
  {
    id: 'regional-news-overview',
    path: '/regios/:regioName/nieuws',
    page: 'mf_content/NewsOverview',
    props: { regional: true },
    title: 'Regional news overview',
  },
  {
    id: 'memory-test-self',
    path: '/geheugentest/zelf',
    page: 'mf_memorytest/MemoryTest',
    props: { kind: 'forMyself' },
    title: 'Memory test for myself',
  },
  {
    id: 'memory-test-other',
    path: '/geheugentest/ander',
    page: 'mf_memorytest/MemoryTest',
    props: { kind: 'forOthers' },
    title: 'Memory test for others',
  },
  { id: 'content', path: '*', page: 'content', title: 'Any content page by path alias', content: true },
] as const satisfies readonly FixedRoute[];

export type FixedRouteId = (typeof fixedRoutes)[number]['id'];

/** What a sample page is in the manifest (the tests' and the bench's page lists): its node's type, or its fixed route. */
export type RouteKey = ContentType | FixedRouteId;

/** The page-kind module of a content type; undefined for a type the site has no page for. */
export function pageKindFor(type: string): ModuleId | undefined {
  return Object.hasOwn(contentTypes, type) ? contentTypes[type as ContentType].module : undefined;
}

/** The breadcrumb trail of a content path (every one but the home page's, spec 1 §2.3). */
export const breadcrumbCall = (path: string) => `/api/drupal/api/breadcrumb?${new URLSearchParams({ path })}`;

/** A remote's webpack `exposes`, from its modules in `remoteModules`. */
export function exposeFiles(remote: RemoteName): Record<string, string> {
  const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return Object.fromEntries(remoteModules[remote].map((name) => [`./${name}`, `./src/exposes/${kebab(name)}.tsx`]));
}
