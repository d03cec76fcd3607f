import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { followDataLayer } from '@test/data-layer';
import { holdAnswer, requestedUrls, stubFetch, type StubRoutes } from '@test/fetch-stub';
import { stubViewport } from '@test/viewport';
import { renderWithProviders } from '../../testing/render';
import { TERMS_WAIT_MS, VacancyList } from './vacancy-list';

const SEARCH = '/api/v1/region/vacancies/search?';
const TERMS: StubRoutes = {
  '/api/drupal/api/taxonomies/function_type': { body: [{ tid: 1, name: 'Gastvrouw of gastheer' }] },
  '/api/drupal/api/taxonomies/vrijwilligersactiviteit': { body: [{ tid: 5, name: 'Online en telefonisch' }] },
  '/api/drupal/api/taxonomies/durations': {
    body: [
      { tid: 1, name: 'Eenmalig' },
      { tid: 2, name: 'Korter dan een jaar' },
    ],
  },
  '/api/drupal/api/taxonomies/availability': { body: [{ tid: 2, name: 'Avond' }] },
};

const item = (id: number, fields: Record<string, string> = {}) => ({
  Id: id,
  Title: `Vacature ${id}`,
  SubTitle: 'Fijn werk',
  Url: `/vrijwilligerswerk/vacature-${id}`,
  Theme: 'Ontmoeten',
  Availability: 'Avond',
  Duration: 'Eenmalig',
  Location: 'Utrecht',
  ...fields,
});
const page = (first: number, count: number, total: number) => ({
  body: { Total: total, Items: Array.from({ length: count }, (_, i) => item(first + i)) },
});

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Vacatures' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('VacancyList', () => {
  beforeEach(() => stubViewport(1280));

  it('keeps the filters in the address, so they survive a reload', async () => {
    const fetchMock = stubFetch({
      ...TERMS,
      [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8),
      [`${SEARCH}durationId=2&page=0&pageSize=6`]: page(20, 2, 2),
      [`${SEARCH}durationId=2&availabilityId=2&page=0&pageSize=6`]: page(30, 1, 1),
    });
    const first = renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Korter dan een jaar' }));
    // On desktop the form shows as it is, without the phone's "Filters" button.
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(await screen.findByText('2 vacatures gevonden')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Avond' }));
    expect(await screen.findByText('1 vacature gevonden')).toBeInTheDocument();
    const address = screen.getByLabelText('Huidig adres').textContent ?? '';
    expect(address).toBe('/vrijwilligerswerk?durationIds=2&availabilityIds=2');
    first.unmount();

    renderWithProviders(<VacancyList />, { route: address });
    expect(await screen.findByRole('checkbox', { name: 'Korter dan een jaar' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Avond' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Eenmalig' })).not.toBeChecked();
    expect(await screen.findByText('Vacature 30')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain(`${SEARCH}durationId=2&availabilityId=2&page=0&pageSize=6`);
  });

  it('sends the words, place and range, and reports filter analytics', async () => {
    const { events, stop } = followDataLayer();
    stubFetch({
      ...TERMS,
      [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8),
      [`${SEARCH}query=maatje&address=3511&radius=25&page=0&pageSize=6`]: page(40, 1, 1),
    });
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Zoek op woord' }), { target: { value: 'maatje' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Postcode of plaats' }), { target: { value: '3511' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Afstand' }), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByText('Vacature 40')).toBeInTheDocument();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent(
      '/vrijwilligerswerk?search=maatje&zipcode=3511&range=25',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Vacature 40' }));
    expect(events).toEqual([
      { event: 'apply_filter', filter: 'zipcode', value: '3511' },
      { event: 'apply_filter', filter: 'search', value: 'maatje' },
      { event: 'apply_filter', filter: 'range', value: '25' },
      { event: 'select_vacancy', vacancy: 'Vacature 40' },
    ]);
    stop();
  });

  it('offers no distance without a place, and starts at 10 km once one is typed', async () => {
    const { events, stop } = followDataLayer();
    const fetchMock = stubFetch({
      ...TERMS,
      [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8),
      [`${SEARCH}query=maatje&page=0&pageSize=6`]: page(10, 2, 2),
      [`${SEARCH}query=maatje&address=Utrecht&radius=10&page=0&pageSize=6`]: page(20, 1, 1),
    });
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
    const range = await screen.findByRole('combobox', {
      name: 'Afstand',
      description: 'Vul eerst een postcode of plaats in.',
    });
    expect(range).toBeDisabled();
    expect(range).toHaveDisplayValue('Geen afstand');

    // Words alone: still no distance, in the address or in the call.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoek op woord' }), { target: { value: 'maatje' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByText('Vacature 11')).toBeInTheDocument();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent(/^\/vrijwilligerswerk\?search=maatje$/);

    const place = screen.getByRole('textbox', { name: 'Postcode of plaats' });
    fireEvent.change(place, { target: { value: 'Utrecht' } });
    expect(range).toBeEnabled();
    expect(range).toHaveDisplayValue('10 km');
    expect(range).not.toHaveAccessibleDescription();
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByText('Vacature 20')).toBeInTheDocument();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent(
      /^\/vrijwilligerswerk\?search=maatje&zipcode=Utrecht&range=10$/,
    );
    // Clearing the place takes the distance away again.
    fireEvent.change(place, { target: { value: ' ' } });
    expect(range).toBeDisabled();
    expect(range).toHaveDisplayValue('Geen afstand');

    expect(requestedUrls(fetchMock).filter((url) => url.startsWith(SEARCH))).toEqual([
      `${SEARCH}page=0&pageSize=6`,
      `${SEARCH}query=maatje&page=0&pageSize=6`,
      `${SEARCH}query=maatje&address=Utrecht&radius=10&page=0&pageSize=6`,
    ]);
    // The 10 km that comes with a place is no choice of the visitor's.
    expect(events).toEqual([
      { event: 'apply_filter', filter: 'search', value: 'maatje' },
      { event: 'apply_filter', filter: 'zipcode', value: 'Utrecht' },
    ]);
    stop();
  });

  it('ignores a distance without a place in a shared address', async () => {
    const fetchMock = stubFetch({ ...TERMS, [`${SEARCH}functionId=1&page=0&pageSize=6`]: page(1, 2, 2) });
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk?functionIds=1&range=25' });
    expect(await screen.findByText('Vacature 2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Afstand' })).toHaveDisplayValue('Geen afstand');
    expect(requestedUrls(fetchMock).filter((url) => url.startsWith(SEARCH))).toEqual([
      `${SEARCH}functionId=1&page=0&pageSize=6`,
    ]);
  });

  it.each([
    ['empty', { body: { Total: 0, Items: [] } }],
    ['not found', { status: 404, body: { message: 'Unknown place' } }],
  ])('shows the empty state with the open application when the answer is %s', async (_, answer) => {
    stubFetch({ ...TERMS, [`${SEARCH}address=Nergens&radius=10&page=0&pageSize=6`]: answer });
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk?zipcode=Nergens' });
    expect(await screen.findByText(/geen vacatures die passen bij uw keuze/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neem contact met ons op' })).toHaveAttribute(
      'href',
      '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the list once the filter groups are there, so they do not push it down', async () => {
    const fetchMock = stubFetch({ ...TERMS, [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8) });
    const terms = holdAnswer(fetchMock, '/api/drupal/api/taxonomies/durations');
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain(`${SEARCH}page=0&pageSize=6`));
    // The list has its answer, asked beside the terms, but waits for them.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(terms.asked()).toBe(true);
    expect(screen.getByText('De vacatures worden geladen.')).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
    expect(screen.queryByText('8 vacatures gevonden')).not.toBeInTheDocument();
    act(() => terms.release());
    expect(await screen.findByText('8 vacatures gevonden')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Korter dan een jaar' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
    expect(screen.queryByText('De vacatures worden geladen.')).not.toBeInTheDocument();
  });

  it("says the list loads in the filter groups' place while it waits for them, so they do not push the text down", async () => {
    const fetchMock = stubFetch({ ...TERMS, [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8) });
    const terms = holdAnswer(fetchMock, '/api/drupal/api/taxonomies/durations');
    const list = holdAnswer(fetchMock, `${SEARCH}page=0&pageSize=6`);
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
    await waitFor(() => expect(terms.asked() && list.asked()).toBe(true));
    const form = screen.getByRole('form', { name: 'Vacatures filteren' });
    // One loading text, inside the form where the groups will be (its last part).
    expect(screen.getAllByText('De vacatures worden geladen.')).toHaveLength(1);
    expect(form.lastElementChild).toHaveTextContent('De vacatures worden geladen.');
    // The groups come before the list: the text now follows the form, below the groups.
    act(() => terms.release());
    expect(await within(form).findByRole('checkbox', { name: 'Korter dan een jaar' })).toBeInTheDocument();
    expect(within(form).queryByText('De vacatures worden geladen.')).not.toBeInTheDocument();
    const loading = screen.getByText('De vacatures worden geladen.');
    expect(form.compareDocumentPosition(loading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => list.release());
    expect(await screen.findByText('8 vacatures gevonden')).toBeInTheDocument();
    expect(screen.queryByText('De vacatures worden geladen.')).not.toBeInTheDocument();
  });

  it('shows the list without the filter groups when their terms take too long', async () => {
    const fetchMock = stubFetch({ ...TERMS, [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8) });
    // The terms never answer in this test.
    holdAnswer(fetchMock, '/api/drupal/api/taxonomies/durations');
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
    expect(await screen.findByText('8 vacatures gevonden', {}, { timeout: TERMS_WAIT_MS + 2000 })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoek op woord' })).toBeInTheDocument();
  });

  it('pages by number on desktop', async () => {
    stubFetch({ ...TERMS, [`${SEARCH}page=1&pageSize=6`]: page(7, 6, 14) });
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk?page=2' });
    expect(await screen.findByText('Vacature 7')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: /pagina/i });
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: '3' })).toHaveAttribute('href', '/vrijwilligerswerk?page=3');
    expect(within(pager).queryByRole('link', { name: '4' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer vacatures laden' })).not.toBeInTheDocument();
  });

  it('loads more on mobile, appending the next page until the last', async () => {
    stubViewport(375);
    stubFetch({
      ...TERMS,
      [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8),
      [`${SEARCH}page=1&pageSize=6`]: page(7, 2, 8),
    });
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
    expect(await screen.findByText('Vacature 6')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagina/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Meer vacatures laden' }));
    expect(await screen.findByText('Vacature 8')).toBeInTheDocument();
    expect(cardTitles()).toEqual(Array.from({ length: 8 }, (_, i) => `Vacature ${i + 1}`));
    expect(screen.queryByRole('button', { name: 'Meer vacatures laden' })).not.toBeInTheDocument();
    // The reader goes on where the new cards start.
    expect(screen.getByRole('link', { name: 'Vacature 7' })).toHaveFocus();
  });

  it('says so when the next page cannot be loaded on mobile, and tries again on request', async () => {
    stubViewport(375);
    let nextPageWorks = false;
    stubFetch({
      ...TERMS,
      [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8),
      [`${SEARCH}page=1&pageSize=6`]: () => (nextPageWorks ? page(7, 2, 8) : { status: 500, body: {} }),
    });
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
    fireEvent.click(await screen.findByRole('button', { name: 'Meer vacatures laden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De volgende vacatures konden niet worden geladen.');
    expect(cardTitles()).toHaveLength(6);
    nextPageWorks = true;
    fireEvent.click(screen.getByRole('button', { name: 'Probeer het opnieuw' }));
    expect(await screen.findByText('Vacature 8')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the facts of a card, with the location the api gives by vacancy type', async () => {
    stubFetch({
      ...TERMS,
      [`${SEARCH}page=0&pageSize=6`]: {
        body: { Total: 2, Items: [item(1), item(2, { Location: 'Vanuit huis', Theme: '' })] },
      },
    });
    renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
    const cards = await screen.findAllByRole('listitem');
    const factsOf = (card: HTMLElement) =>
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent);
    expect(factsOf(cards[0]!)).toEqual(['Utrecht', 'Avond', 'Eenmalig', 'Ontmoeten']);
    expect(factsOf(cards[1]!)).toEqual(['Vanuit huis', 'Avond', 'Eenmalig']);
    expect(within(cards[0]!).getByRole('link', { name: 'Vacature 1' })).toHaveAttribute(
      'href',
      '/vrijwilligerswerk/vacature-1',
    );
  });

  describe('on a phone', () => {
    beforeEach(() => stubViewport(375));
    const list = () => screen.getByRole('region', { name: 'Vacatures' });

    it('starts with the vacancies: the filters wait, closed, behind one button', async () => {
      stubFetch({ ...TERMS, [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8) });
      renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
      expect(await screen.findByText('8 vacatures gevonden')).toBeInTheDocument();
      const toggle = within(list()).getByRole('button', { name: 'Filters' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // The terms are there, but their boxes are inside the closed form.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryAllByRole('checkbox')).toEqual([]);
      expect(screen.queryByRole('form', { name: 'Vacatures filteren' })).not.toBeInTheDocument();
      // Heading, button, count, cards: nothing else in between.
      const firstCard = screen.getByRole('heading', { level: 3, name: 'Vacature 1' });
      expect(toggle.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      toggle.focus();
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveFocus();
      const form = screen.getByRole('form', { name: 'Vacatures filteren' });
      expect(toggle).toHaveAttribute('aria-controls', form.id);
      expect(within(form).getByRole('checkbox', { name: 'Avond' })).toBeInTheDocument();
      // In place: between the button and the list.
      expect(toggle.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(form.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('counts the chosen filters on the button, keeps them in the address and leads back to the list', async () => {
      stubFetch({
        ...TERMS,
        [`${SEARCH}query=maatje&durationId=1%2C2&page=0&pageSize=6`]: page(1, 6, 8),
        [`${SEARCH}query=maatje&durationId=1%2C2&availabilityId=2&page=0&pageSize=6`]: page(30, 1, 1),
      });
      renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk?durationIds=1,2&search=maatje' });
      expect(await screen.findByText('8 vacatures gevonden')).toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Filters (3)' });
      fireEvent.click(toggle);
      expect(await screen.findByRole('checkbox', { name: 'Korter dan een jaar' })).toBeChecked();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Avond' }));
      expect(await screen.findByText('1 vacature gevonden')).toBeInTheDocument();
      expect(screen.getByLabelText('Huidig adres')).toHaveTextContent(
        '/vrijwilligerswerk?durationIds=1%2C2&availabilityIds=2&search=maatje',
      );
      expect(toggle).toHaveAccessibleName('Filters (4)');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');

      fireEvent.click(screen.getByRole('button', { name: 'Toon de vacatures' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
      expect(screen.queryAllByRole('checkbox')).toEqual([]);
      expect(screen.getByText('Vacature 30')).toBeInTheDocument();
    });

    it('closes the filters when the words or the place are searched', async () => {
      stubFetch({
        ...TERMS,
        [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8),
        [`${SEARCH}address=3511&radius=10&page=0&pageSize=6`]: page(40, 2, 2),
      });
      renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
      const toggle = await screen.findByRole('button', { name: 'Filters' });
      fireEvent.click(toggle);
      fireEvent.change(screen.getByRole('textbox', { name: 'Postcode of plaats' }), { target: { value: '3511' } });
      expect(screen.getByRole('combobox', { name: 'Afstand' })).toHaveDisplayValue('10 km');
      fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
      expect(await screen.findByText('Vacature 41')).toBeInTheDocument();
      expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/vrijwilligerswerk?zipcode=3511&range=10');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAccessibleName('Filters (1)');
      expect(toggle).toHaveFocus();
    });

    it('shows the list without waiting for the filter groups, which are closed away', async () => {
      const fetchMock = stubFetch({ ...TERMS, [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8) });
      const terms = holdAnswer(fetchMock, '/api/drupal/api/taxonomies/durations');
      renderWithProviders(<VacancyList />, { route: '/vrijwilligerswerk' });
      expect(await screen.findByText('8 vacatures gevonden')).toBeInTheDocument();
      expect(terms.asked()).toBe(true);
      expect(cardTitles()).toHaveLength(6);
      expect(screen.queryByText('De vacatures worden geladen.')).not.toBeInTheDocument();
      act(() => terms.release());
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      expect(await screen.findByRole('checkbox', { name: 'Eenmalig' })).toBeInTheDocument();
    });
  });

  it("lists a region's vacancies without filters", async () => {
    stubFetch({ '/api/v1/region/vacancies/119?page=0': { body: { Total: 1, Vacancies: [item(3)] } } });
    renderWithProviders(<VacancyList regionId={119} title="Vacatures in regio Utrecht" />, {
      route: '/regios/utrecht',
    });
    expect(await screen.findByText('Vacature 3')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vacatures in regio Utrecht' })).toHaveAttribute('id', 'vacatures');
    expect(screen.queryByRole('form', { name: 'Vacatures filteren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Afstand' })).not.toBeInTheDocument();
  });

  describe("around the region's place", () => {
    const REGION = '/api/v1/region/vacancies/119?';
    const CLOSEST = '/api/v1/region/vacancies/closest?query=3512&';
    const list = (first: number, count: number, total: number) => ({
      body: { Total: total, Vacancies: Array.from({ length: count }, (_, i) => item(first + i)) },
    });
    const renderRegionList = (route: string) =>
      renderWithProviders(<VacancyList regionId={119} regionPlace="3512" title="Bekijk de vacatures" />, { route });
    const cardsOf = () =>
      within(screen.getByRole('region', { name: 'Bekijk de vacatures' }))
        .queryAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);

    it('starts within 10 km and offers the whole region and the distances of spec 1', async () => {
      const fetchMock = stubFetch({ [`${CLOSEST}radius=10&page=0`]: list(1, 2, 2) });
      renderRegionList('/regios/utrecht');
      expect(await screen.findByText('Vacature 2')).toBeInTheDocument();
      const range = screen.getByRole('combobox', { name: 'Afstand', description: 'Gemeten vanaf postcode 3512.' });
      expect(range).toHaveDisplayValue('10 km');
      expect(
        within(range)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Hele regio', '5 km', '10 km', '15 km', '25 km', '35 km', '50 km']);
      expect(requestedUrls(fetchMock)).toEqual([`${CLOSEST}radius=10&page=0`]);
    });

    it('keeps the chosen distance in the address, starts again at page 1 and keeps the other parameters', async () => {
      const { events, stop } = followDataLayer();
      const fetchMock = stubFetch({
        [`${CLOSEST}radius=10&page=1`]: list(7, 6, 14),
        [`${CLOSEST}radius=25&page=0`]: list(20, 6, 9),
        [`${REGION}page=0`]: list(40, 6, 30),
      });
      renderRegionList('/regios/utrecht?afstand=15&page=2');
      expect(await screen.findByText('Vacature 7')).toBeInTheDocument();

      fireEvent.change(screen.getByRole('combobox', { name: 'Afstand' }), { target: { value: '25' } });
      expect(await screen.findByText('Vacature 20')).toBeInTheDocument();
      expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/regios/utrecht?afstand=15&range=25');
      expect(screen.getByText('9 vacatures gevonden')).toBeInTheDocument();

      fireEvent.change(screen.getByRole('combobox', { name: 'Afstand' }), { target: { value: '0' } });
      expect(await screen.findByText('Vacature 40')).toBeInTheDocument();
      expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/regios/utrecht?afstand=15&range=0');
      expect(screen.getByRole('combobox', { name: 'Afstand' })).toHaveDisplayValue('Hele regio');
      expect(requestedUrls(fetchMock)).toEqual([
        `${CLOSEST}radius=10&page=1`,
        `${CLOSEST}radius=25&page=0`,
        `${REGION}page=0`,
      ]);
      expect(events).toEqual([
        { event: 'apply_filter', filter: 'range', value: '25' },
        { event: 'remove_filter', filter: 'range', value: '' },
      ]);
      stop();
    });

    it('reads the whole region back from a shared address', async () => {
      stubFetch({ [`${REGION}page=0`]: list(40, 1, 1) });
      renderRegionList('/regios/utrecht?range=0');
      expect(await screen.findByText('Vacature 40')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Afstand' })).toHaveDisplayValue('Hele regio');
    });

    it('shows only the first page again on mobile after a new distance', async () => {
      stubViewport(375);
      stubFetch({
        [`${CLOSEST}radius=10&page=0`]: list(1, 6, 8),
        [`${CLOSEST}radius=10&page=1`]: list(7, 2, 8),
        [`${CLOSEST}radius=50&page=0`]: list(20, 6, 7),
      });
      renderRegionList('/regios/utrecht');
      expect(await screen.findByText('Vacature 6')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Meer vacatures laden' }));
      expect(await screen.findByText('Vacature 8')).toBeInTheDocument();
      fireEvent.change(screen.getByRole('combobox', { name: 'Afstand' }), { target: { value: '50' } });
      expect(await screen.findByText('Vacature 25')).toBeInTheDocument();
      expect(cardsOf()).toEqual(Array.from({ length: 6 }, (_, i) => `Vacature ${20 + i}`));
      expect(screen.getByRole('button', { name: 'Meer vacatures laden' })).toBeInTheDocument();
    });

    it.each([
      [
        'no vacancy nearby',
        '/regios/utrecht?range=5',
        `${CLOSEST}radius=5&page=0`,
        { body: { Total: 0, Vacancies: [] } },
      ],
      ['an unknown place', '/regios/utrecht', `${CLOSEST}radius=10&page=0`, { status: 404, body: { message: 'x' } }],
      ['none in the region', '/regios/utrecht?range=0', `${REGION}page=0`, { body: { Total: 0, Vacancies: [] } }],
    ])('shows the empty state with the open application for %s', async (_, route, url, answer) => {
      stubFetch({ [url]: answer });
      renderRegionList(route);
      expect(await screen.findByRole('link', { name: 'Neem contact met ons op' })).toHaveAttribute(
        'href',
        '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
      );
      expect(screen.getByRole('combobox', { name: 'Afstand' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('around a place the visitor typed (a location search)', () => {
    const CLOSEST = '/api/v1/region/vacancies/closest?query=Amersfoort&';
    const list = (first: number, count: number, total: number) => ({
      body: { Total: total, Vacancies: Array.from({ length: count }, (_, i) => item(first + i)) },
    });
    const route = '/activiteiten-en-vrijwilligerswerk-in-de-buurt?plaats=Amersfoort';
    const range = () => screen.getByRole('combobox', { name: 'Afstand' });
    const optionsOf = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);

    it('starts within 10 km of the place, from page 0, with the distances of spec 1 and no whole region', async () => {
      const fetchMock = stubFetch({ [`${CLOSEST}radius=10&page=0`]: list(1, 3, 3) });
      renderWithProviders(<VacancyList place=" Amersfoort " title="Vacatures in de buurt" inLocationSearch />, {
        route,
      });
      expect(await screen.findByText('3 vacatures gevonden')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Vacatures in de buurt' })).toHaveAttribute('id', 'vacatures');
      expect(
        screen.getByRole('combobox', { name: 'Afstand', description: 'Gemeten vanaf Amersfoort.' }),
      ).toHaveDisplayValue('10 km');
      expect(optionsOf(range())).toEqual(['5 km', '10 km', '15 km', '25 km', '35 km', '50 km']);
      expect(screen.queryByRole('form', { name: 'Vacatures filteren' })).not.toBeInTheDocument();
      expect(requestedUrls(fetchMock)).toEqual([`${CLOSEST}radius=10&page=0`]);
    });

    it("keeps the chosen distance in the address beside the page's own parameters, and reports a chosen card as step 2", async () => {
      const { events, stop } = followDataLayer();
      const fetchMock = stubFetch({
        [`${CLOSEST}radius=10&page=0`]: list(1, 3, 3),
        [`${CLOSEST}radius=25&page=0`]: list(10, 2, 2),
      });
      renderWithProviders(<VacancyList place="Amersfoort" inLocationSearch />, { route });
      await screen.findByText('Vacature 3');
      fireEvent.change(range(), { target: { value: '25' } });
      expect(await screen.findByText('Vacature 11')).toBeInTheDocument();
      expect(screen.getByLabelText('Huidig adres')).toHaveTextContent(
        '/activiteiten-en-vrijwilligerswerk-in-de-buurt?plaats=Amersfoort&range=25',
      );
      fireEvent.click(screen.getByRole('link', { name: 'Vacature 11' }));
      expect(events).toEqual([
        { event: 'apply_filter', filter: 'range', value: '25' },
        { event: 'alzheimerVacancy', vacancy: 'Vacature 11', step: 2 },
      ]);
      expect(requestedUrls(fetchMock)).toEqual([`${CLOSEST}radius=10&page=0`, `${CLOSEST}radius=25&page=0`]);
      stop();
    });

    it("follows the page's one distance without a box of its own, its first count quiet", async () => {
      const fetchMock = stubFetch({
        [`${CLOSEST}radius=15&page=0`]: list(1, 3, 3),
        [`${CLOSEST}radius=50&page=0`]: list(10, 5, 5),
      });
      // Stands in for the location search's distance box above the list.
      function Page() {
        const [range, setRange] = useState(15);
        return (
          <>
            <button type="button" onClick={() => setRange(50)}>
              50 km
            </button>
            <VacancyList place="Amersfoort" inLocationSearch fixedRange={range} />
          </>
        );
      }
      renderWithProviders(<Page />, { route });
      // The place search already said what it found: this count is not announced as well.
      expect(await screen.findByText('3 vacatures gevonden')).not.toHaveAttribute('role');
      expect(screen.queryByRole('combobox', { name: 'Afstand' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '50 km' }));
      expect(await screen.findByText('5 vacatures gevonden')).toHaveAttribute('role', 'status');
      expect(requestedUrls(fetchMock)).toEqual([`${CLOSEST}radius=15&page=0`, `${CLOSEST}radius=50&page=0`]);
    });

    it('reads "whole region" in a shared address as the first 10 km when there is no region', async () => {
      const fetchMock = stubFetch({ [`${CLOSEST}radius=10&page=0`]: list(1, 1, 1) });
      renderWithProviders(<VacancyList place="Amersfoort" />, { route: `${route}&range=0` });
      expect(await screen.findByText('Vacature 1')).toBeInTheDocument();
      expect(range()).toHaveDisplayValue('10 km');
      expect(requestedUrls(fetchMock)).toEqual([`${CLOSEST}radius=10&page=0`]);
    });

    it("offers the chosen region's whole list too when a region is given", async () => {
      const fetchMock = stubFetch({
        '/api/v1/region/vacancies/closest?query=3511&radius=10&page=0': list(1, 2, 2),
        '/api/v1/region/vacancies/109?page=0': list(30, 6, 12),
      });
      renderWithProviders(<VacancyList place="3511" regionId={109} inLocationSearch />, {
        route: '/buurt?plaats=3511',
      });
      await screen.findByText('Vacature 2');
      expect(
        screen.getByRole('combobox', { name: 'Afstand', description: 'Gemeten vanaf postcode 3511.' }),
      ).toBeInTheDocument();
      expect(optionsOf(range())[0]).toBe('Hele regio');
      fireEvent.change(range(), { target: { value: '0' } });
      expect(await screen.findByText('12 vacatures gevonden')).toBeInTheDocument();
      expect(requestedUrls(fetchMock)).toEqual([
        '/api/v1/region/vacancies/closest?query=3511&radius=10&page=0',
        '/api/v1/region/vacancies/109?page=0',
      ]);
    });

    it('shows the empty state with the open application for a place the api does not know', async () => {
      stubFetch({ [`${CLOSEST}radius=10&page=0`]: { status: 404, body: { message: 'Unknown place' } } });
      renderWithProviders(<VacancyList place="Amersfoort" />, { route });
      expect(await screen.findByRole('link', { name: 'Neem contact met ons op' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('reports a card chosen within a location search as step 2', async () => {
    const { events, stop } = followDataLayer();
    stubFetch({ '/api/v1/region/vacancies/119?page=0': { body: { Total: 1, Vacancies: [item(3)] } } });
    renderWithProviders(<VacancyList regionId={119} inLocationSearch />, { route: '/regios' });
    fireEvent.click(await screen.findByRole('link', { name: 'Vacature 3' }));
    expect(events).toEqual([{ event: 'alzheimerVacancy', vacancy: 'Vacature 3', step: 2 }]);
    stop();
  });
});
