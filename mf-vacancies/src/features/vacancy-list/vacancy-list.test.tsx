import { fireEvent, screen, within } from '@testing-library/react';
import { eventBus } from '@alz/shared/events/event-bus';
import { requestedUrls, stubFetch, type StubRoutes } from '@test/fetch-stub';
import { stubViewport } from '@test/viewport';
import { renderVacancies } from '../../testing/render';
import { VacancyList } from './vacancy-list';

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
    const first = renderVacancies(<VacancyList />, { route: '/vrijwilligerswerk' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Korter dan een jaar' }));
    expect(await screen.findByText('2 vacatures gevonden')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Avond' }));
    expect(await screen.findByText('1 vacature gevonden')).toBeInTheDocument();
    const address = screen.getByLabelText('Huidig adres').textContent ?? '';
    expect(address).toBe('/vrijwilligerswerk?durationIds=2&availabilityIds=2');
    first.unmount();

    renderVacancies(<VacancyList />, { route: address });
    expect(await screen.findByRole('checkbox', { name: 'Korter dan een jaar' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Avond' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Eenmalig' })).not.toBeChecked();
    expect(await screen.findByText('Vacature 30')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain(`${SEARCH}durationId=2&availabilityId=2&page=0&pageSize=6`);
  });

  it('sends the words, place and range, and reports filter analytics', async () => {
    const events: unknown[] = [];
    const stop = eventBus.on('analytics', (event) => events.push(event));
    stubFetch({
      ...TERMS,
      [`${SEARCH}page=0&pageSize=6`]: page(1, 6, 8),
      [`${SEARCH}query=maatje&address=3511&radius=25&page=0&pageSize=6`]: page(40, 1, 1),
    });
    renderVacancies(<VacancyList />, { route: '/vrijwilligerswerk' });
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
      { event: 'select_vacancy', vacancy: 'Vacature 40' },
    ]);
    stop();
  });

  it.each([
    ['empty', { body: { Total: 0, Items: [] } }],
    ['not found', { status: 404, body: { message: 'Unknown place' } }],
  ])('shows the empty state with the open application when the answer is %s', async (_, answer) => {
    stubFetch({ ...TERMS, [`${SEARCH}address=Nergens&radius=10&page=0&pageSize=6`]: answer });
    renderVacancies(<VacancyList />, { route: '/vrijwilligerswerk?zipcode=Nergens' });
    expect(await screen.findByText(/geen vacatures die passen bij uw keuze/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neem contact met ons op' })).toHaveAttribute(
      'href',
      '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages by number on desktop', async () => {
    stubFetch({ ...TERMS, [`${SEARCH}page=1&pageSize=6`]: page(7, 6, 14) });
    renderVacancies(<VacancyList />, { route: '/vrijwilligerswerk?page=2' });
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
    renderVacancies(<VacancyList />, { route: '/vrijwilligerswerk' });
    expect(await screen.findByText('Vacature 6')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagina/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Meer vacatures laden' }));
    expect(await screen.findByText('Vacature 8')).toBeInTheDocument();
    expect(cardTitles()).toEqual(Array.from({ length: 8 }, (_, i) => `Vacature ${i + 1}`));
    expect(screen.queryByRole('button', { name: 'Meer vacatures laden' })).not.toBeInTheDocument();
  });

  it('shows the facts of a card, with the location the api gives by vacancy type', async () => {
    stubFetch({
      ...TERMS,
      [`${SEARCH}page=0&pageSize=6`]: {
        body: { Total: 2, Items: [item(1), item(2, { Location: 'Vanuit huis', Theme: '' })] },
      },
    });
    renderVacancies(<VacancyList />, { route: '/vrijwilligerswerk' });
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

  it("lists a region's vacancies without filters", async () => {
    stubFetch({ '/api/v1/region/vacancies/119?page=0': { body: { Total: 1, Vacancies: [item(3)] } } });
    renderVacancies(<VacancyList regionId={119} title="Vacatures in regio Utrecht" />, { route: '/regios/utrecht' });
    expect(await screen.findByText('Vacature 3')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vacatures in regio Utrecht' })).toHaveAttribute('id', 'vacatures');
    expect(screen.queryByRole('form', { name: 'Vacatures filteren' })).not.toBeInTheDocument();
  });

  it('reports a card chosen within a location search as step 2', async () => {
    const events: unknown[] = [];
    const stop = eventBus.on('analytics', (event) => events.push(event));
    stubFetch({ '/api/v1/region/vacancies/119?page=0': { body: { Total: 1, Vacancies: [item(3)] } } });
    renderVacancies(<VacancyList regionId={119} inLocationSearch />, { route: '/regios' });
    fireEvent.click(await screen.findByRole('link', { name: 'Vacature 3' }));
    expect(events).toEqual([{ event: 'alzheimerVacancy', vacancy: 'Vacature 3', step: 2 }]);
    stop();
  });
});
