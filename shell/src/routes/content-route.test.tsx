import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { createStore } from '../store';
import { addShellTranslations } from '../locales';
import { ContentRoute } from './content-route';

addShellTranslations();

const node = (type: string, alias: string, title: string) => ({ nid: 7, type, title, status: true, path: { alias } });

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
    __resetRemoteModules();
    __setRemoteModule('mf_content/HomePage', { default: ({ node }: PageKindProps) => <h1>Thuis: {node.title}</h1> });
    __setRemoteModule('mf_regions/RegionPage', { default: ({ node }: PageKindProps) => <h1>Regio: {node.title}</h1> });
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

  it('shows the not-found page when the page cannot be loaded', async () => {
    stubFetch({});
    renderAt('/bestaat-niet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });

  it('says a server fault is ours, not that the page is gone, and loads the page on retry', async () => {
    let up = false;
    stubFetch({
      '/api/drupal/regios/utrecht': () =>
        up ? { body: node('regio', '/regios/utrecht', 'Utrecht') } : { status: 502, body: { statusCode: 502 } },
    });
    renderAt('/regios/utrecht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deze pagina kan nu niet worden geladen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pagina niet gevonden' })).not.toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Regio: Utrecht' })).toBeInTheDocument();
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
});
