import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link } from '@alz/shared/router';
import { eventBus } from '@alz/shared';
import { holdAnswer, requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { createStore } from '../store';
import { addShellTranslations } from '../locales';
import { RouteAnnouncer } from '../layout/route-announcer';
import { forgetRedirectLookups } from '../features/redirects/use-redirect';
import { ContentRoute } from './content-route';
import { forgetUtilityBarCode } from './utility-bar-slot';

addShellTranslations();

const node = (type: string, alias: string, title: string) => ({ nid: 7, type, title, status: true, path: { alias } });

/** Like the layout: the page in main, and the announcer that moves focus after a navigation. */
function renderInLayout(route: string) {
  return renderWithProviders(
    <Provider store={createStore()}>
      <Link to="/mantelzorg">Naar mantelzorg</Link>
      <main id="inhoud">
        <ContentRoute />
      </main>
      <RouteAnnouncer />
    </Provider>,
    { route },
  );
}

function renderAt(route: string) {
  return renderWithProviders(
    <Provider store={createStore()}>
      <ContentRoute />
    </Provider>,
    { route },
  );
}

describe('ContentRoute', () => {
  beforeEach(() => {
    forgetRedirectLookups();
    forgetUtilityBarCode();
    __resetRemoteModules();
    __setRemoteModule('mf_content/HomePage', { default: ({ node }: PageKindProps) => <h1>Thuis: {node.title}</h1> });
    __setRemoteModule('mf_regions/RegionPage', { default: ({ node }: PageKindProps) => <h1>Regio: {node.title}</h1> });
    __setRemoteModule('mf_regions/LocationPage', {
      default: ({ node }: PageKindProps) => <h1>Locatie: {node.title}</h1>,
    });
    __setRemoteModule('mf_vacancies/VacancyPage', {
      default: ({ node }: PageKindProps) => <h1>Vacature: {node.title}</h1>,
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads the home page from its own call and hands it to mf-content', async () => {
    const fetch = stubFetch({ '/api/drupal/api/homepage': { body: [node('homepage', '/', 'Welkom')] } });
    renderAt('/');
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld');
    expect(await screen.findByRole('heading', { name: 'Thuis: Welkom' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/drupal/api/homepage', expect.anything());
  });

  it('fetches other paths by alias and dispatches on the content type', async () => {
    stubFetch({ '/api/drupal/regios/utrecht': { body: node('regio', '/regios/utrecht', 'Utrecht') } });
    renderAt('/regios/utrecht/');
    expect(await screen.findByRole('heading', { name: 'Regio: Utrecht' })).toBeInTheDocument();
  });

  it('shows a page together with its breadcrumbs, so they never push it down', async () => {
    __setRemoteModule('mf_content/ContentPage', { default: ({ node }: PageKindProps) => <h1>{node.title}</h1> });
    const trailUrl = '/api/drupal/api/breadcrumb?path=%2Fmantelzorg';
    const fetch = stubFetch({
      '/api/drupal/mantelzorg': { body: node('content_page', '/mantelzorg', 'Mantelzorg') },
      [trailUrl]: {
        body: [
          { title: 'Home', url: '/' },
          { title: 'Mantelzorg', url: '/mantelzorg' },
        ],
      },
    });
    // The trail answers only when the test says so.
    const trail = holdAnswer(fetch, trailUrl);
    renderInLayout('/mantelzorg');
    await waitFor(() => expect(trail.asked()).toBe(true));
    await waitFor(() => expect(requestedUrls(fetch)).toContain('/api/drupal/mantelzorg'));
    // The page is in, its trail not yet: the loading page stays.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld');
    expect(screen.queryByRole('heading', { name: 'Mantelzorg' })).not.toBeInTheDocument();
    trail.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mantelzorg' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Broodkruimels' })).toBeInTheDocument();
  });

  it('shows a page together with its utility bar, whose code loads beside the page', async () => {
    __setRemoteModule('mf_content/ContentPage', { default: ({ node }: PageKindProps) => <h1>{node.title}</h1> });
    stubFetch({ '/api/drupal/mantelzorg': { body: node('content_page', '/mantelzorg', 'Mantelzorg') } });
    // The utility bar's code arrives only when the test says so.
    let release = () => undefined as void;
    const importBar = jest.fn(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return import('@alz/shared/ui/utility-bar');
    });
    forgetUtilityBarCode(importBar);
    renderInLayout('/mantelzorg');
    await waitFor(() => expect(importBar).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld');
    expect(screen.queryByRole('heading', { name: 'Mantelzorg' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mantelzorg' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Pagina-acties' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deel' })).toBeInTheDocument();
  });

  it('offers no sharing on a memory-test result, which is private, but keeps the other page actions', async () => {
    __setRemoteModule('mf_memorytest/ResultPage', { default: ({ node }: PageKindProps) => <h1>{node.title}</h1> });
    stubFetch({
      '/api/drupal/geheugentest/uitslag': {
        body: node('memory_test_result_page', '/geheugentest/uitslag', 'Uw uitslag'),
      },
    });
    renderInLayout('/geheugentest/uitslag');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uw uitslag' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Pagina-acties' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deel' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Facebook|LinkedIn|Deel op X/)).not.toBeInTheDocument();
  });

  it('shows the page without the utility bar when its code cannot load, and asks again on the next page', async () => {
    __setRemoteModule('mf_content/ContentPage', { default: ({ node }: PageKindProps) => <h1>{node.title}</h1> });
    stubFetch({
      '/api/drupal/dementie': { body: node('content_page', '/dementie', 'Dementie') },
      '/api/drupal/mantelzorg': { body: node('content_page', '/mantelzorg', 'Mantelzorg') },
    });
    const importBar = jest
      .fn(() => import('@alz/shared/ui/utility-bar'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'));
    forgetUtilityBarCode(importBar);
    const user = userEvent.setup();
    renderInLayout('/dementie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dementie' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pagina-acties' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Naar mantelzorg' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mantelzorg' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Pagina-acties' })).toBeInTheDocument();
    expect(importBar).toHaveBeenCalledTimes(2);
  });

  it('does not load the utility bar for the home page, which has none', async () => {
    stubFetch({ '/api/drupal/api/homepage': { body: [node('homepage', '/', 'Welkom')] } });
    const importBar = jest.fn(() => import('@alz/shared/ui/utility-bar'));
    forgetUtilityBarCode(importBar);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Thuis: Welkom' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pagina-acties' })).not.toBeInTheDocument();
    expect(importBar).not.toHaveBeenCalled();
  });

  it('shows the not-found page when the api answers 404', async () => {
    stubFetch({});
    renderAt('/bestaat-niet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Probeer opnieuw' })).not.toBeInTheDocument();
  });

  // Region, location and vacancy pages are content paths: this route decides for all of them.
  const failures = [
    ['answers 500', () => ({ status: 500, body: { statusCode: 500 } })],
    ['answers 502', () => ({ status: 502, body: { statusCode: 502 } })],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ] as const;
  const pages = [
    { kind: 'regio', path: '/regios/utrecht', title: 'Regio Utrecht' },
    {
      kind: 'location',
      path: '/regios/utrecht/locaties/alzheimer-cafe-de-linde',
      title: 'Alzheimer Café De Linde',
    },
    {
      kind: 'vacancies',
      path: '/regios/utrecht/vrijwilligerswerk/gastvrouw',
      title: 'Gastvrouw',
    },
  ];
  describe.each(pages)('a $kind page', ({ kind, path, title }) => {
    it.each(failures)(
      'says the fault is ours when the api %s, reports it, and loads the page on retry',
      async (_case, failure) => {
        const reported = jest.fn();
        const stop = eventBus.on('error:reported', reported);
        let up = false;
        const fetch = stubFetch({
          [`/api/drupal${path}`]: () => (up ? { body: node(kind, path, title) } : failure()),
        });
        renderAt(path);
        expect(
          await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis bij het laden van deze pagina' }),
        ).toBeInTheDocument();
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        expect(screen.queryByRole('heading', { name: 'Pagina niet gevonden' })).not.toBeInTheDocument();
        expect(document.title).toBe('Er ging iets mis bij het laden van deze pagina - Alzheimer Nederland');
        expect(reported).toHaveBeenCalledWith(expect.objectContaining({ context: `page ${path}` }));
        stop();

        up = true;
        const calls = fetch.mock.calls.length;
        await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
        // The remote's page (a stand-in here) is shown with the node that came on the retry.
        expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`: ${title}$`) })).toBeInTheDocument();
        expect(fetch.mock.calls.slice(calls).map(([url]) => url)).toContain(`/api/drupal${path}`);
      },
    );
  });

  it('focuses the heading of the error state after a navigation, and the page that comes after the retry', async () => {
    __setRemoteModule('mf_content/ContentPage', { default: ({ node }: PageKindProps) => <h1>{node.title}</h1> });
    let up = false;
    stubFetch({
      '/api/drupal/api/homepage': { body: [node('homepage', '/', 'Welkom')] },
      '/api/drupal/mantelzorg': () =>
        up ? { body: node('content_page', '/mantelzorg', 'Mantelzorg') } : { status: 500, body: {} },
    });
    const user = userEvent.setup();
    renderInLayout('/');
    await screen.findByRole('heading', { name: 'Thuis: Welkom' });
    await user.click(screen.getByRole('link', { name: 'Naar mantelzorg' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Er ging iets mis bij het laden van deze pagina',
    });
    await waitFor(() => expect(heading).toHaveFocus());

    up = true;
    await user.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    const page = await screen.findByRole('heading', { level: 1, name: 'Mantelzorg' });
    await waitFor(() => expect(page).toHaveFocus());
  });

  it('says so when the content type has no page kind', async () => {
    stubFetch({ '/api/drupal/vreemd': { body: node('vreemd_type', '/vreemd', 'Vreemd') } });
    renderAt('/vreemd');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deze pagina kunnen we niet tonen.' }),
    ).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('unknown page'));
  });

  it('writes the title, description and canonical address of the page into the head', async () => {
    const withMeta = {
      ...node('content_page', '/mantelzorg', 'Mantelzorg'),
      field_meta_tags: { title: 'Zorgen voor een ander', description: 'Steun voor mantelzorgers.' },
    };
    __setRemoteModule('mf_content/ContentPage', { default: ({ node }: PageKindProps) => <h1>{node.title}</h1> });
    stubFetch({ '/api/drupal/mantelzorg': { body: withMeta } });
    renderAt('/mantelzorg');
    expect(await screen.findByRole('heading', { name: 'Mantelzorg' })).toBeInTheDocument();
    expect(document.title).toBe('Zorgen voor een ander - Alzheimer Nederland');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Steun voor mantelzorgers.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/mantelzorg');
  });

  it('shows the members-only page when the api answers 403', async () => {
    stubFetch({ '/api/drupal/forum/besloten': { status: 403 } });
    renderAt('/forum/besloten');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deze pagina is alleen voor leden' }),
    ).toBeInTheDocument();
  });

  describe('redirects come before pages (spec 1 §4)', () => {
    const lookup = (path: string) => `/api/v1/redirect/lookup?path=${path}`;
    let shown: string[];
    beforeEach(() => {
      shown = [];
      __setRemoteModule('mf_content/ContentPage', {
        default: ({ node }: PageKindProps) => {
          shown.push(node.title);
          return <h1>{node.title}</h1>;
        },
      });
    });

    it('follows a redirect even where a page exists, and never shows the old page', async () => {
      stubFetch({
        '/api/drupal/oude-folder': { body: node('content_page', '/oude-folder', 'Oude folder') },
        [lookup('/oude-folder')]: { body: { From: '/oude-folder', To: '/nieuwe-folder' } },
        '/api/drupal/nieuwe-folder': { body: node('content_page', '/nieuwe-folder', 'Nieuwe folder') },
      });
      renderAt('/oude-folder');
      expect(await screen.findByRole('heading', { name: 'Nieuwe folder' })).toBeInTheDocument();
      expect(shown).not.toContain('Oude folder');
    });

    it('asks beside the page, shows the page when there is none, and does not ask again for that path', async () => {
      const fetch = stubFetch({
        [lookup('/mantelzorg')]: { body: { From: '/mantelzorg', To: null } },
        '/api/drupal/mantelzorg': { body: node('content_page', '/mantelzorg', 'Mantelzorg') },
      });
      // The lookup answers only when the test says so: the page call must not wait for it.
      const held = holdAnswer(fetch, lookup('/mantelzorg'));
      const { unmount } = renderAt('/mantelzorg');
      expect(held.asked()).toBe(true);
      await waitFor(() => expect(requestedUrls(fetch)).toContain('/api/drupal/mantelzorg'));
      held.release();
      expect(await screen.findByRole('heading', { name: 'Mantelzorg' })).toBeInTheDocument();
      unmount();
      renderAt('/mantelzorg');
      expect(await screen.findByRole('heading', { name: 'Mantelzorg' })).toBeInTheDocument();
      expect(fetch.mock.calls.filter(([url]) => String(url) === lookup('/mantelzorg'))).toHaveLength(1);
    });

    it('shows the page when the lookup fails, and never asks for the home page', async () => {
      const fetch = stubFetch({
        [lookup('/dementie')]: { status: 500 },
        '/api/drupal/dementie': { body: node('content_page', '/dementie', 'Dementie') },
        '/api/drupal/api/homepage': { body: [node('homepage', '/', 'Welkom')] },
      });
      const { unmount } = renderAt('/dementie');
      expect(await screen.findByRole('heading', { name: 'Dementie' })).toBeInTheDocument();
      unmount();
      renderAt('/');
      expect(await screen.findByRole('heading', { name: 'Thuis: Welkom' })).toBeInTheDocument();
      expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain(lookup('/'));
    });
  });
});
