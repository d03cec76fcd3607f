import { seededPages } from '@alz/api/testing';
import type { RouteKey } from '@alz/shared/site/routes';

/** A page kind the bench measures, at an address the seed always has, with the h1 that shows it loaded. */
export interface PageKind {
  /** What `--only` takes. */
  id: string;
  label: string;
  /** Its node's type or fixed route in the route manifest (page-kinds.test.ts checks the address). */
  route: RouteKey;
  path: string;
  heading: string;
}

const seeded = (kind: (typeof seededPages)[number]['kind']) => {
  const page = seededPages.find((candidate) => candidate.kind === kind);
  if (!page) throw new Error(`No seeded page of kind "${kind}"`);
  return { path: page.path, heading: page.heading };
};

// The addresses the end-to-end specs use (api/src/seed/seeded-pages.ts, content-news,
// vacancies and application-form specs); the activity listing is the location search page with
// a place, which lists the activities around it (`/api/v1/region/activities/closest`).
export const pageKinds: readonly PageKind[] = [
  { id: 'home', route: 'homepage', label: 'home', ...seeded('home') },
  { id: 'content', route: 'content_page', label: 'content page', ...seeded('content page') },
  { id: 'news', route: 'news-overview', label: 'news overview', path: '/nieuws', heading: 'Nieuws' },
  {
    id: 'article',
    route: 'news',
    label: 'news article',
    path: '/nieuws/nieuwe-bloedtest-kan-alzheimer-eerder-opsporen',
    heading: 'Nieuwe bloedtest kan alzheimer eerder opsporen',
  },
  { id: 'region', route: 'regio', label: 'region page', ...seeded('region page') },
  // Two more of mf-regions' page kinds, each a module of its own (@alz/shared/site/routes).
  {
    id: 'location',
    route: 'location',
    label: 'location page',
    path: '/regios/utrecht/locaties/alzheimer-cafe-buurthuis-de-brug',
    heading: 'Alzheimer Café Buurthuis De Brug, Utrecht',
  },
  {
    id: 'about',
    route: 'over_de_regio',
    label: 'about the region',
    path: '/regios/utrecht/over-de-regio',
    heading: 'Over regio Utrecht',
  },
  {
    id: 'activities',
    route: 'location_search',
    label: 'activity listing',
    path: '/activiteiten-en-vrijwilligerswerk-in-de-buurt?plaats=Utrecht',
    heading: 'Activiteiten en vrijwilligerswerk bij u in de buurt',
  },
  { id: 'vacancy', route: 'vacancies', label: 'vacancy page', ...seeded('vacancy page') },
  {
    id: 'vacancies',
    route: 'vacancy_overview',
    label: 'vacancy list',
    path: '/vrijwilligerswerk',
    heading: 'Vrijwilligerswerk',
  },
  {
    id: 'application',
    route: 'regional-application',
    label: 'application form',
    path: `${seeded('vacancy page').path}/solliciteren`,
    heading: `Solliciteren: ${seeded('vacancy page').heading}`,
  },
  { id: 'memorytest', route: 'memory-test-self', label: 'memory test', ...seeded('memory test') },
  // The search page before a search, and with a term: its results are `noindex` by design
  // (docs/decisions/0009-search-bars-and-suggestions.md), which Lighthouse's SEO score counts against them.
  { id: 'searchpage', route: 'search', label: 'search page', path: '/zoeken', heading: 'Zoeken' },
  { id: 'search', route: 'search', label: 'search results', ...seeded('search results') },
];

/** A kind that could not be measured: the report names it with the reason, the others go on. */
export interface KindFailure {
  kind: string;
  label: string;
  path: string;
  error: string;
}

export const kindFailure = (kind: PageKind, error: unknown): KindFailure => ({
  kind: kind.id,
  label: kind.label,
  path: kind.path,
  error: error instanceof Error ? error.message : String(error),
});

/** The kinds `--only` names (all when it is empty), or an error naming the unknown ones. */
export function selectKinds(ids: readonly string[]): PageKind[] {
  const unknown = ids.filter((id) => !pageKinds.some((kind) => kind.id === id));
  if (unknown.length > 0) {
    throw new Error(`Unknown page kind: ${unknown.join(', ')}; known: ${pageKinds.map((k) => k.id).join(', ')}`);
  }
  return ids.length === 0 ? [...pageKinds] : pageKinds.filter((kind) => ids.includes(kind.id));
}
