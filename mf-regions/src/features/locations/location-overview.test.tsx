import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@alz/shared/router';
import { holdAnswer, requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../../testing/render';
import { LocationOverview } from './location-overview';

const region = { Id: 109, Title: 'Regio Utrecht', Data: { Path: '/regios/utrecht' } };
const types = [
  { tid: 1, name: 'Alzheimer Café' },
  { tid: 3, name: 'Odensehuis' },
];
const locations = Array.from({ length: 12 }, (_, i) => ({
  Title: `Ontmoetingsplek ${i + 1}, Utrecht`,
  LocationType: i % 2 ? 'Odensehuis' : 'Alzheimer Café',
  Address: { address_line1: `Dorpsstraat ${i + 1}`, postal_code: '3511 AB', locality: 'Utrecht' },
  Data: { Path: `/regios/utrecht/locaties/plek-${i + 1}` },
}));
const odensehuizen = locations.filter((location) => location.LocationType === 'Odensehuis');

const render = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/regios/:regio/locaties" element={<LocationOverview />} />
    </Routes>,
    { route },
  );

const titles = () => screen.getAllByRole('link', { name: /^Ontmoetingsplek/ }).map((link) => link.textContent);

describe('LocationOverview with more than one page', () => {
  it('pages through twelve locations ten at a time, and a type choice starts again on page 1', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/drupal/api/taxonomies/location_type': { body: types },
      '/api/v1/region/locations/109?page=0': { body: { Total: 12, Locations: locations.slice(0, 10) } },
      '/api/v1/region/locations/109?page=1': { body: { Total: 12, Locations: locations.slice(10) } },
      '/api/v1/region/locations/109?locationType=3&page=0': { body: { Total: 6, Locations: odensehuizen } },
    });
    render('/regios/utrecht/locaties');
    expect(await screen.findByText('12 locaties')).toBeInTheDocument();
    expect(titles()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Paginatie' });
    expect(within(pager).getByRole('link', { name: '2' })).toHaveAttribute('href', '/regios/utrecht/locaties?page=2');

    await user.click(within(pager).getByRole('link', { name: 'Volgende' }));
    expect(await screen.findByRole('link', { name: 'Ontmoetingsplek 11, Utrecht' })).toBeInTheDocument();
    expect(titles()).toEqual(['Ontmoetingsplek 11, Utrecht', 'Ontmoetingsplek 12, Utrecht']);
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent(/^\/regios\/utrecht\/locaties\?page=2$/);
    expect(screen.getByText('12 locaties')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort locatie' }), 'Odensehuis');
    expect(await screen.findByText('6 locaties')).toBeInTheDocument();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent(/^\/regios\/utrecht\/locaties\?locatietype=3$/);
    expect(titles()).toHaveLength(6);
    // One page of six: no pager.
    expect(screen.queryByRole('navigation', { name: 'Paginatie' })).toBeNull();
    expect(requestedUrls(fetch)).toContain('/api/v1/region/locations/109?locationType=3&page=0');
  });

  it('keeps the type in the page links, and reads a bad page number as page 1', async () => {
    stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/drupal/api/taxonomies/location_type': { body: types },
      '/api/v1/region/locations/109?locationType=1&page=0': { body: { Total: 12, Locations: locations.slice(0, 10) } },
    });
    render('/regios/utrecht/locaties?locatietype=1&page=drie');
    expect(await screen.findByText('12 locaties')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginatie' });
    expect(within(pager).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/regios/utrecht/locaties?locatietype=1&page=2',
    );
  });
});

describe('LocationOverview while its list loads', () => {
  it('shows the search for another region once the list is there, so the list does not push it down', async () => {
    const fetch = stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/drupal/api/taxonomies/location_type': { body: types },
      '/api/v1/region/locations/109?page=0': { body: { Total: 12, Locations: locations.slice(0, 10) } },
    });
    const list = holdAnswer(fetch, '/api/v1/region/locations/109?page=0');
    render('/regios/utrecht/locaties');
    expect(await screen.findByRole('heading', { level: 1, name: /Regio Utrecht/ })).toBeInTheDocument();
    await waitFor(() => expect(list.asked()).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Zoekt u een andere regio?' })).toBeNull();
    act(() => list.release());
    expect(await screen.findByText('12 locaties')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zoekt u een andere regio?' })).toBeInTheDocument();
  });

  it('still offers the search for another region when the list cannot be loaded', async () => {
    stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/drupal/api/taxonomies/location_type': { body: types },
      '/api/v1/region/locations/109?page=0': { status: 500, body: { message: 'Kapot' } },
    });
    render('/regios/utrecht/locaties');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zoekt u een andere regio?' })).toBeInTheDocument();
  });

  it('keeps what was typed in the search for another region while another list loads after a failed one', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/drupal/api/taxonomies/location_type': { body: types },
      '/api/v1/region/locations/109?page=0': { status: 500, body: { message: 'Kapot' } },
      '/api/v1/region/locations/109?locationType=3&page=0': { body: { Total: 6, Locations: odensehuizen } },
    });
    const odense = holdAnswer(fetch, '/api/v1/region/locations/109?locationType=3&page=0');
    render('/regios/utrecht/locaties');
    const place = await screen.findByRole('searchbox', { name: 'Plaats, gemeente of regio' });
    await user.type(place, 'Zeist');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort locatie' }), 'Odensehuis');
    await waitFor(() => expect(odense.asked()).toBe(true));
    expect(screen.getByRole('searchbox', { name: 'Plaats, gemeente of regio' })).toHaveValue('Zeist');
    act(() => odense.release());
    expect(await screen.findByText('6 locaties')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Plaats, gemeente of regio' })).toHaveValue('Zeist');
  });
});
