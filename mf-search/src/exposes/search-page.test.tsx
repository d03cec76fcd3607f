import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdAnswer, requestedUrls, stubFetch } from '@test/fetch-stub';
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

const searches = (fetch: ReturnType<typeof stubFetch>) =>
  requestedUrls(fetch).filter((url) => url.startsWith('/api/v1/es/search'));

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
    await user.type(within(form).getByRole('combobox', { name: 'Waar zoekt u naar?' }), 'geheugen');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Zoek in' }), "Regio's");
    await user.click(within(form).getByRole('button', { name: 'Zoeken' }));

    expect(screen.getByLabelText('Huidig adres').textContent).toBe('/zoeken?pijler=regio&zoekterm=geheugen');
    expect(await screen.findByText('2 resultaten voor "geheugen"')).toBeInTheDocument();
    // Suggestions may have been asked for while typing; the search itself went once.
    expect(searches(fetch)).toEqual(['/api/v1/es/search?query=geheugen&contentType=regio']);
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
    expect(screen.getByRole('combobox', { name: 'Waar zoekt u naar?' })).toHaveValue('mantelzorg');
    expect(screen.getByRole('combobox', { name: 'Zoek in' })).toHaveDisplayValue('Alles');
    expect(searches(fetch)).toEqual(['/api/v1/es/search?query=mantelzorg&contentType=alle']);
  });

  it('says so when nothing is found', async () => {
    stubFetch({ '/api/v1/es/search?query=xyz&contentType=alle': { body: { Documents: [] } } });
    renderWithProviders(<SearchPage />, { route: '/zoeken?zoekterm=xyz' });
    expect(await screen.findByText('Geen resultaten voor "xyz". Probeer een ander woord.')).toBeInTheDocument();
    // No results, but the pages most visitors look for.
    const results = screen.getByRole('region', { name: 'Zoekresultaten' });
    expect(within(results).getByRole('heading', { level: 3, name: "Veel bezochte pagina's" })).toBeInTheDocument();
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/geheugentest/zelf', '/nieuws', '/dementie', '/mantelzorg', '/regios']);
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
    await user.type(screen.getByRole('combobox', { name: 'Waar zoekt u naar?' }), '   ');
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
    expect(screen.getByText('25 resultaten voor "zorg"')).toHaveAttribute('role', 'status');
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

  it('suggests as the visitor types and searches a suggestion chosen by keyboard alone', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      '/api/v1/es/suggest?query=dem': {
        body: {
          Suggestions: [
            { Text: 'Wat is dementie?', Kind: 'page' },
            { Text: 'dementie', Kind: 'term' },
            { Text: 'Dementie en werk', Kind: 'page' },
          ],
        },
      },
      '/api/v1/es/search?query=dementie&contentType=alle': {
        body: { Documents: [doc(1, 'Wat is dementie?', '/dementie')] },
      },
    });
    renderWithProviders(<SearchPage />, { route: '/zoeken' });
    const field = screen.getByRole('combobox', { name: 'Waar zoekt u naar?' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'd');
    await user.type(field, 'em');
    const list = await screen.findByRole('listbox', { name: 'Suggesties' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wat is dementie?', 'dementie', 'Dementie en werk']);
    // One request, for the settled prefix of at least two characters.
    expect(requestedUrls(fetch)).toEqual(['/api/v1/es/suggest?query=dem']);
    expect(screen.getByText('3 suggesties. Kies met pijltje omhoog of omlaag en druk op Enter.')).toHaveAttribute(
      'role',
      'status',
    );

    // Down, down: the second suggestion is the active one; focus stays in the field.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: 'dementie' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    // Up from the first wraps to the last; down again comes back.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[2]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Escape closes the list and keeps what was typed.
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('dem');
    // Down opens it again; Enter on a suggestion searches for it at once.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Huidig adres').textContent).toBe('/zoeken?pijler=alle&zoekterm=dementie');
    expect(await screen.findByText('1 resultaat voor "dementie"')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Waar zoekt u naar?' })).toHaveValue('dementie');
  });

  it('keeps the last suggestions while those for a longer prefix load, so Escape still only closes the list', async () => {
    const user = userEvent.setup();
    const suggest = (query: string, texts: string[]) => ({
      [`/api/v1/es/suggest?query=${query}`]: { body: { Suggestions: texts.map((Text) => ({ Text, Kind: 'term' })) } },
    });
    const fetch = stubFetch({ ...suggest('de', ['dementie', 'delier']), ...suggest('dem', ['dementie']) });
    const longer = holdAnswer(fetch, '/api/v1/es/suggest?query=dem');
    renderWithProviders(<SearchPage />, { route: '/zoeken' });
    const field = screen.getByRole('combobox', { name: 'Waar zoekt u naar?' });
    await user.type(field, 'de');
    expect(await screen.findByRole('option', { name: 'delier' })).toBeInTheDocument();
    await user.type(field, 'm');
    await waitFor(() => expect(longer.asked()).toBe(true));
    // Asked, not answered: the list for "de" stays.
    expect(screen.getByRole('listbox', { name: 'Suggesties' })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    act(() => longer.release());
    await waitFor(() => expect(screen.queryByRole('option', { name: 'delier' })).not.toBeInTheDocument());
    expect(screen.getByRole('option', { name: 'dementie' })).toBeInTheDocument();
  });

  it('asks for no suggestions below two characters', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({});
    renderWithProviders(<SearchPage />, { route: '/zoeken' });
    const field = screen.getByRole('combobox', { name: 'Waar zoekt u naar?' });
    await user.type(field, 'd');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses a suggestion with a click', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/v1/es/suggest?query=mantel': { body: { Suggestions: [{ Text: 'mantelzorg', Kind: 'term' }] } },
      '/api/v1/es/search?query=mantelzorg&contentType=nieuws': { body: { Documents: [] } },
    });
    renderWithProviders(<SearchPage />, { route: '/zoeken?pijler=nieuws' });
    await user.type(screen.getByRole('combobox', { name: 'Waar zoekt u naar?' }), 'mantel');
    await user.click(await screen.findByRole('option', { name: 'mantelzorg' }));
    expect(screen.getByLabelText('Huidig adres').textContent).toBe('/zoeken?pijler=nieuws&zoekterm=mantelzorg');
  });

  it('offers the corrected term when the words as typed found nothing', async () => {
    stubFetch({
      '/api/v1/es/search?query=dementei&contentType=alle': {
        body: {
          Total: 1,
          Suggestion: 'dementie',
          Documents: [doc(3, 'Wat is dementie?', '/dementie/wat-is-dementie')],
        },
      },
    });
    renderWithProviders(<SearchPage />, { route: '/zoeken?zoekterm=dementei' });
    expect(
      await screen.findByText('Geen resultaten voor "dementei". Wel 1 resultaat voor een woord dat erop lijkt.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dementie' })).toHaveAttribute(
      'href',
      '/zoeken?pijler=alle&zoekterm=dementie',
    );
    expect(screen.getByText(/Bedoelde u/)).toHaveTextContent('Bedoelde u dementie?');
    expect(screen.getByRole('link', { name: 'Wat is dementie?' })).toHaveAttribute('href', '/dementie/wat-is-dementie');
  });

  it('shows a news result with its picture and date, and a regional result with its region', async () => {
    stubFetch({
      '/api/v1/es/search?query=cafe&contentType=alle': {
        body: {
          Total: 2,
          Documents: [
            {
              ...doc(4, 'Alzheimer Café opent weer', '/nieuws/cafe', 'news'),
              PublicationDate: '2026-09-14T08:00:00Z',
              HeaderImage: {
                url: '/img/cafe.jpg',
                alt: 'Koffie',
                crops: [
                  { url: '/img/cafe-380.jpg', width: 380 },
                  { url: '/img/cafe-760.jpg', width: 760 },
                ],
              },
            },
            {
              ...doc(5, 'Alzheimer Café Zeist', '/regios/utrecht/locaties/zeist', 'regio'),
              Region: { Title: 'Regio Utrecht', Path: '/regios/utrecht' },
            },
          ],
        },
      },
    });
    renderWithProviders(<SearchPage />, { route: '/zoeken?zoekterm=cafe' });
    const results = await screen.findByRole('list');
    const [news, regional] = within(results).getAllByRole('listitem');
    // The picture only decorates the title link, so it has no text of its own.
    const picture = within(news!).getByRole('presentation');
    expect(picture).toHaveAttribute('srcset', '/img/cafe-380.jpg 380w, /img/cafe-760.jpg 760w');
    expect(within(news!).getByText('14 september 2026')).toHaveAttribute('datetime', '2026-09-14');
    expect(within(news!).getByText('Nieuws')).toBeInTheDocument();
    expect(within(regional!).getByText('Regio Utrecht')).toBeInTheDocument();
    expect(within(regional!).queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('tells results of one title apart by what they are and their region', async () => {
    const vacancy = (Id: number, slug: string, region: string) => ({
      ...doc(Id, 'Maatje voor een mantelzorger', `/regios/${slug}/vrijwilligerswerk/maatje`),
      SearchLabels: ['Vrijwilligerswerk'],
      Region: { Title: region, Path: `/regios/${slug}` },
    });
    stubFetch({
      '/api/v1/es/search?query=mantelzorg&contentType=alle': {
        body: {
          Total: 4,
          Documents: [
            vacancy(21, 'utrecht', 'Regio Utrecht'),
            vacancy(22, 'delft-en-westland', 'Regio Delft en Westland'),
            { ...doc(23, 'Steun voor mantelzorgers', '/regios/utrecht/info'), SearchLabels: [' ', 'Uitgelicht'] },
            doc(24, 'Mantelzorg en werk combineren', '/mantelzorg/mantelzorg-en-werk'),
          ],
        },
      },
    });
    renderWithProviders(<SearchPage />, { route: '/zoeken?zoekterm=mantelzorg' });
    const results = await screen.findByRole('list');
    const [utrecht, delft, highlight, page] = within(results).getAllByRole('listitem');
    expect(within(utrecht!).getByRole('link', { name: 'Maatje voor een mantelzorger' })).toBeInTheDocument();
    // The words of the line stay apart for a screen reader too.
    expect(utrecht).toHaveTextContent('Vrijwilligerswerk Regio Utrecht');
    expect(delft).toHaveTextContent('Vrijwilligerswerk Regio Delft en Westland');
    expect(within(utrecht!).queryByText('Informatie')).not.toBeInTheDocument();
    expect(within(highlight!).getByText('Uitgelicht')).toBeInTheDocument();
    // Without labels the line says the kind of result.
    expect(within(page!).getByText('Informatie')).toBeInTheDocument();
  });

  it('offers the last search term of this visit when the page opens without one', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    stubFetch({
      '/api/v1/es/search?query=geheugentest&contentType=alle': {
        body: { Documents: [doc(9, 'De geheugentest', '/geheugentest')] },
      },
    });
    const first = renderWithProviders(<SearchPage />, { route: '/zoeken' });
    expect(screen.queryByRole('button', { name: /zoek opnieuw/ })).not.toBeInTheDocument();
    first.unmount();
    const second = renderWithProviders(<SearchPage />, { route: '/zoeken?zoekterm=geheugentest' });
    expect(await screen.findByText('1 resultaat voor "geheugentest"')).toBeInTheDocument();
    second.unmount();
    renderWithProviders(<SearchPage />, { route: '/zoeken' });
    expect(screen.getByText('Eerder zocht u naar:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '"geheugentest", zoek opnieuw' }));
    expect(screen.getByLabelText('Huidig adres').textContent).toBe('/zoeken?pijler=alle&zoekterm=geheugentest');
    expect(await screen.findByText('1 resultaat voor "geheugentest"')).toBeInTheDocument();
  });
});
