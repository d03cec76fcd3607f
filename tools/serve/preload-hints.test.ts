import { routeOfPath } from '@alz/shared/site/addresses';
import { layoutCalls, manifestCache, preloadLinks, routeOf, type RemoteManifest } from './preload-hints';

const remotes = {
  mf_content: 'http://localhost:3001/remoteEntry.js',
  mf_regions: 'https://cdn.example.org/regions/v7/remoteEntry.js',
  mf_vacancies: 'http://localhost:3003/remoteEntry.js',
};

const homeManifest: RemoteManifest = {
  exposes: [
    {
      name: 'HomePage',
      assets: { js: { sync: ['__federation_expose_HomePage.1a2b3c4d.js'] }, css: { sync: ['home.5e6f7a8b.css'] } },
    },
  ],
};

/** The preload links of a rendered head, as [href, as, crossorigin] triples. */
function linksOf(html: string): string[][] {
  return [...html.matchAll(/<link rel="preload" href="([^"]*)" as="(\w+)"(?: crossorigin="(\w+)")?>/g)].map(
    ([, href, as, crossOrigin]) => [href!, as!, crossOrigin ?? ''],
  );
}

describe('routeOf', () => {
  const learned: Record<string, string | null> = {
    '/activiteiten-en-vrijwilligerswerk-in-de-buurt': 'location_search',
    '/medewerker-communicatie': 'corporate_vacature',
    '/vrijwilligerswerk': 'vacancy_overview',
    '/regios/utrecht/nieuwsoverzicht': 'regio_nieuws',
    '/informatie-over-dementie/de-eerste-signalen': 'info_over_dementie',
    '/een-nieuw-soort-pagina': 'iets_nieuws',
    '/bestaat-niet': null,
  };
  const typeOf = (path: string) => learned[path];

  it.each([
    ['/activiteiten-en-vrijwilligerswerk-in-de-buurt', 'mf_regions', 'LocationSearchPage'],
    ['/regios/utrecht/nieuwsoverzicht', 'mf_content', 'ContentPage'],
    ['/informatie-over-dementie/de-eerste-signalen', 'mf_regions', 'RegionalItemPage'],
    ['/vrijwilligerswerk', 'mf_vacancies', 'VacancyPage'],
  ])("shows %s by its node's type once that is known: %s/%s", (path, remote, expose) => {
    expect(routeOf(path, typeOf)).toEqual({ module: `${remote}/${expose}`, contentCall: `/api/drupal${path}` });
  });

  it("adds mf-content's blocks to a vacancy known by its type, wherever its address", () => {
    expect(routeOf('/medewerker-communicatie', typeOf)).toEqual({
      module: 'mf_vacancies/VacancyPage',
      contentCall: '/api/drupal/medewerker-communicatie',
      also: 'mf_content/BlockRenderer',
    });
  });

  it('goes by the address while the type is unknown, not a node, or one the shell has no remote for', () => {
    for (const path of ['/nog-niet-bekend', '/bestaat-niet', '/een-nieuw-soort-pagina']) {
      expect(routeOf(path, typeOf)).toEqual(routeOfPath(path));
    }
  });

  it('never asks for the type of the home page or of a route the shell has without a node', () => {
    const asked = jest.fn(() => 'content_page');
    for (const path of ['/', '/zoeken', '/regios', '/vrijwilligerswerk/gastvrouw/solliciteren', '/preview/node/7/12']) {
      expect(routeOf(path, asked)).toEqual(routeOfPath(path));
    }
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('preloadLinks', () => {
  it("names the page's content call, the layout's calls, the remote's entry and its route's files", () => {
    const links = linksOf(preloadLinks('/', remotes, (remote) => (remote === 'mf_content' ? homeManifest : undefined)));
    expect(links).toEqual([
      ['/api/drupal/api/homepage', 'fetch', 'anonymous'],
      ...layoutCalls.map((call) => [call, 'fetch', 'anonymous']),
      ['http://localhost:3001/remoteEntry.js', 'script', ''],
      ['http://localhost:3001/home.5e6f7a8b.css', 'style', ''],
      ['http://localhost:3001/__federation_expose_HomePage.1a2b3c4d.js', 'script', ''],
    ]);
  });

  it("resolves a route's files beside the remote's entry, wherever it is deployed", () => {
    const manifest: RemoteManifest = {
      exposes: [{ name: 'RegionPage', assets: { js: { sync: ['region.11111111.js'] }, css: { sync: [] } } }],
    };
    const links = linksOf(preloadLinks('/regios/utrecht', remotes, () => manifest));
    expect(links.slice(-2)).toEqual([
      ['https://cdn.example.org/regions/v7/remoteEntry.js', 'script', ''],
      ['https://cdn.example.org/regions/v7/region.11111111.js', 'script', ''],
    ]);
  });

  it('still names the entry while the manifest is unknown, and nothing of a remote without an address', () => {
    expect(linksOf(preloadLinks('/regios/utrecht', remotes, () => undefined)).at(-1)).toEqual([
      'https://cdn.example.org/regions/v7/remoteEntry.js',
      'script',
      '',
    ]);
    const search = linksOf(preloadLinks('/zoeken', remotes, () => undefined));
    expect(search.map(([, as]) => as)).toEqual(layoutCalls.map(() => 'fetch'));
  });

  it("gives a preview only the layout's calls", () => {
    expect(linksOf(preloadLinks('/preview/node/7/12', remotes, () => homeManifest))).toHaveLength(layoutCalls.length);
  });

  it('treats the cookie statement as the content page it is', () => {
    const links = linksOf(preloadLinks('/cookies', remotes, () => undefined));
    expect(links.slice(0, 2)).toEqual([
      ['/api/drupal/cookies', 'fetch', 'anonymous'],
      ['/api/drupal/api/breadcrumb?path=%2Fcookies', 'fetch', 'anonymous'],
    ]);
  });

  it("names a node page's breadcrumbs call, and the files of every remote it shows at once", () => {
    const links = linksOf(preloadLinks('/vrijwilligerswerk/gastvrouw/', remotes, () => undefined));
    expect(links.slice(0, 2)).toEqual([
      ['/api/drupal/vrijwilligerswerk/gastvrouw', 'fetch', 'anonymous'],
      ['/api/drupal/api/breadcrumb?path=%2Fvrijwilligerswerk%2Fgastvrouw', 'fetch', 'anonymous'],
    ]);
    expect(links.slice(-2)).toEqual([
      ['http://localhost:3003/remoteEntry.js', 'script', ''],
      ['http://localhost:3001/remoteEntry.js', 'script', ''],
    ]);
  });

  it("names the files of the module a path's learned type needs, not those its address suggests", () => {
    const manifest: RemoteManifest = {
      exposes: ['ContentPage', 'LocationSearchPage'].map((name) => ({
        name,
        assets: { js: { sync: [`${name}.js`] }, css: { sync: [] } },
      })),
    };
    const path = '/activiteiten-en-vrijwilligerswerk-in-de-buurt';
    const byAddress = linksOf(preloadLinks(path, remotes, () => manifest));
    expect(byAddress.at(-1)).toEqual(['http://localhost:3001/ContentPage.js', 'script', '']);
    const byType = linksOf(
      preloadLinks(
        path,
        remotes,
        () => manifest,
        () => 'location_search',
      ),
    );
    expect(byType.slice(-2)).toEqual([
      ['https://cdn.example.org/regions/v7/remoteEntry.js', 'script', ''],
      ['https://cdn.example.org/regions/v7/LocationSearchPage.js', 'script', ''],
    ]);
  });

  it('writes an odd path as a safe, encoded address', () => {
    const [content] = linksOf(preloadLinks('/over ons/"><script>', remotes, () => undefined));
    expect(content).toEqual(['/api/drupal/over%20ons/%22%3E%3Cscript%3E', 'fetch', 'anonymous']);
  });
});

describe('manifestCache', () => {
  it('fetches each manifest from beside its entry at once, and again only after it is older than allowed', async () => {
    let now = 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchImpl = jest.fn(
      async (_url: URL | RequestInfo) => ({ ok: true, json: async () => homeManifest }) as unknown as Response,
    );
    const manifestOf = manifestCache({ mf_content: remotes.mf_content }, 60_000, fetchImpl);
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual(['http://localhost:3001/mf-manifest.json']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(manifestOf('mf_content')).toEqual(homeManifest);
    now += 30_000;
    manifestOf('mf_content');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += 31_000;
    expect(manifestOf('mf_content')).toEqual(homeManifest);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('keeps rendering without hints when a manifest cannot be fetched', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new Error('ECONNREFUSED');
    });
    const manifestOf = manifestCache({ mf_content: remotes.mf_content }, 60_000, fetchImpl);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(manifestOf('mf_content')).toBeUndefined();
  });
});
