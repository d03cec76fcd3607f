import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
import { searchApi, store } from '../store';
import SearchPage from './search-page';

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

const doc = (Id: number, Title: string, Path: string, DocType = 'information') => ({
  Id,
  Title,
  DocType,
  Introduction: `Over ${Title.toLowerCase()}`,
  Data: { Path },
  SearchLabels: [],
});

describe('SearchPage', () => {
  beforeEach(() => {
    // The store is a module singleton; without a reset RTK Query answers from an earlier test.
    store.dispatch(searchApi.util.resetApiState());
    (window as WindowWithDataLayer).dataLayer = [];
  });

  it('searches a pillar: updates the address, asks the api, tells analytics and lists the results', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      '/api/v1/es/search?query=geheugen&contentType=regio': {
        body: {
          Documents: [
            doc(1, 'Geheugenproblemen', '/dementie/geheugen'),
            doc(2, 'Regio Utrecht', '/regios/utrecht', 'regio'),
          ],
        },
      },
    });
    renderWithProviders(<SearchPage />, { route: '/zoeken' });
    expect(screen.getByRole('heading', { level: 1, name: 'Zoeken' })).toBeInTheDocument();
    expect(screen.getByText('Typ een woord in het zoekveld en kies eventueel waar u wilt zoeken.')).toBeInTheDocument();

    const form = screen.getByRole('search');
    await user.type(within(form).getByRole('searchbox', { name: 'Waar zoekt u naar?' }), 'geheugen');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Zoek in' }), "Regio's");
    await user.click(within(form).getByRole('button', { name: 'Zoeken' }));

    expect(screen.getByLabelText('Huidig adres').textContent).toBe('/zoeken?pijler=regio&zoekterm=geheugen');
    expect(await screen.findByText('2 resultaten voor "geheugen"')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/v1/es/search?query=geheugen&contentType=regio']);
    expect((window as WindowWithDataLayer).dataLayer).toEqual([
      { event: 'view-search-results', searchTerm: 'geheugen', pillar: 'regio' },
    ]);
    const results = screen.getByRole('region', { name: 'Zoekresultaten' });
    expect(within(results).getByRole('link', { name: 'Geheugenproblemen' })).toHaveAttribute(
      'href',
      '/dementie/geheugen',
    );
    expect(within(results).getByRole('link', { name: 'Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
  });

  it('searches from the address and keeps the term in the form', async () => {
    const fetch = stubFetch({
      '/api/v1/es/search?query=mantelzorg&contentType=alle': {
        body: { Documents: [doc(5, 'Mantelzorg', '/mantelzorg')] },
      },
    });
    renderWithProviders(<SearchPage />, { route: '/zoeken?zoekterm=mantelzorg&pijler=onbekend' });
    expect(await screen.findByText('1 resultaat voor "mantelzorg"')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Waar zoekt u naar?' })).toHaveValue('mantelzorg');
    expect(screen.getByRole('combobox', { name: 'Zoek in' })).toHaveDisplayValue('Alles');
    expect(requestedUrls(fetch)).toEqual(['/api/v1/es/search?query=mantelzorg&contentType=alle']);
  });

  it('says so when nothing is found', async () => {
    stubFetch({ '/api/v1/es/search?query=xyz&contentType=alle': { body: { Documents: [] } } });
    renderWithProviders(<SearchPage />, { route: '/zoeken?zoekterm=xyz' });
    expect(await screen.findByText('Geen resultaten voor "xyz". Probeer een ander woord.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an error when the search fails', async () => {
    stubFetch({ '/api/v1/es/search?query=storing&contentType=alle': { status: 500 } });
    renderWithProviders(<SearchPage />, { route: '/zoeken?zoekterm=storing' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Het zoeken lukt nu niet. Probeer het later nog eens.');
  });

  it('sends no request and no analytics event for an empty search term', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({});
    const dataLayer: unknown[] = [];
    Object.assign(window, { dataLayer });
    renderWithProviders(<SearchPage />, { route: '/zoeken' });
    await user.type(screen.getByRole('searchbox', { name: 'Waar zoekt u naar?' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(screen.getByLabelText('Huidig adres').textContent).toBe('/zoeken?pijler=alle&zoekterm=');
    expect(screen.getByText('Typ een woord in het zoekveld en kies eventueel waar u wilt zoeken.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(dataLayer).toEqual([]);
  });

  it('marks a page of search results as not indexable, and the empty search page as indexable', async () => {
    stubFetch({ '/api/v1/es/search?query=vergeten&contentType=alle': { body: { Total: 0, Documents: [] } } });
    const { unmount } = renderWithProviders(<SearchPage />, { route: '/zoeken?zoekterm=vergeten' });
    expect(await screen.findByText('Geen resultaten voor "vergeten". Probeer een ander woord.')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.title).toBe('Zoeken - Alzheimer Nederland');
    unmount();
    renderWithProviders(<SearchPage />, { route: '/zoeken' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  it('pages through many results: the api gets a zero-based page, the head gets prev and next', async () => {
    const documents = Array.from({ length: 10 }, (_, index) => ({
      Id: 100 + index,
      Title: `Resultaat ${index + 11}`,
      DocType: 'information',
      Introduction: '',
      Data: { Path: `/pagina-${index + 11}` },
      SearchLabels: [],
    }));
    const fetch = stubFetch({
      '/api/v1/es/search?query=zorg&contentType=alle&page=1': { body: { Total: 25, Documents: documents } },
    });
    renderWithProviders(<SearchPage />, { route: '/zoeken?pijler=alle&zoekterm=zorg&page=2' });
    const pager = await screen.findByRole('navigation', { name: 'Paginatie' });
    expect(fetch).toHaveBeenCalledWith('/api/v1/es/search?query=zorg&contentType=alle&page=1', expect.anything());
    expect(within(pager).getByText('Pagina 2 van 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Vorige' })).toHaveAttribute(
      'href',
      '/zoeken?pijler=alle&zoekterm=zorg',
    );
    expect(within(pager).getByRole('link', { name: 'Volgende' })).toHaveAttribute(
      'href',
      '/zoeken?pijler=alle&zoekterm=zorg&page=3',
    );
    expect(screen.getByRole('status')).toHaveTextContent('25 resultaten voor "zorg"');
    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute(
      'href',
      '/zoeken?pijler=alle&zoekterm=zorg',
    );
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute(
      'href',
      '/zoeken?pijler=alle&zoekterm=zorg&page=3',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });
});
