import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@alz/shared/router';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
import LocationOverview from './location-overview';

const region = { Id: 109, Title: 'Regio Utrecht', Data: { Path: '/regios/utrecht' } };
const types = [
  { tid: 1, name: 'Alzheimer Café' },
  { tid: 3, name: 'Odensehuis' },
];
const cafe = {
  Title: 'Alzheimer Café De Linde, Utrecht',
  LocationType: 'Alzheimer Café',
  Address: { address_line1: 'Dorpsstraat 4', postal_code: '3511 AB', locality: 'Utrecht' },
  Data: { Path: '/regios/utrecht/locaties/alzheimer-cafe-de-linde' },
};
const house = {
  ...cafe,
  Title: 'Odensehuis Het Anker, Utrecht',
  LocationType: 'Odensehuis',
  Data: { Path: '/regios/utrecht/locaties/odensehuis-het-anker' },
};

const page = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/regios/:regio/locaties" element={<LocationOverview />} />
    </Routes>,
    { route },
  );

describe('LocationOverview', () => {
  it('shows the locations of the region with type and address, and a way back to the region', async () => {
    const fetch = stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/drupal/api/taxonomies/location_type': { body: types },
      '/api/v1/region/locations/109?page=0': { body: { Total: 2, Locations: [cafe, house] } },
    });
    page('/regios/utrecht/locaties');
    expect(await screen.findByRole('heading', { level: 1, name: 'Locaties in Regio Utrecht' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'Alzheimer Café De Linde, Utrecht' })).toHaveAttribute(
      'href',
      '/regios/utrecht/locaties/alzheimer-cafe-de-linde',
    );
    expect(within(list).getAllByText('Dorpsstraat 4, 3511 AB Utrecht')).toHaveLength(2);
    expect(screen.getByText('2 locaties')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/v1/region/utrecht');
  });

  it('reloads the list for the chosen location type and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/drupal/api/taxonomies/location_type': { body: types },
      '/api/v1/region/locations/109?page=0': { body: { Total: 2, Locations: [cafe, house] } },
      '/api/v1/region/locations/109?locationType=3&page=0': { body: { Total: 1, Locations: [house] } },
    });
    page('/regios/utrecht/locaties');
    const select = await screen.findByRole('combobox', { name: 'Soort locatie' });
    await screen.findByRole('option', { name: 'Odensehuis' });
    await user.selectOptions(select, 'Odensehuis');
    expect(await screen.findByText('1 locatie')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Alzheimer Café De Linde, Utrecht' })).toBeNull();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/regios/utrecht/locaties?locatietype=3');
  });

  it('points to the regions page when there is no location of a type', async () => {
    stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/drupal/api/taxonomies/location_type': { body: types },
      '/api/v1/region/locations/109?locationType=1&page=0': { body: { Total: 0, Locations: [] } },
    });
    page('/regios/utrecht/locaties?locatietype=1');
    expect(await screen.findByText(/In deze regio is \(nog\) geen locatie van deze soort\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoek een locatie in een andere regio' })).toHaveAttribute(
      'href',
      '/regios',
    );
  });

  it('says so for a region that does not exist, and searches another region from the page', async () => {
    const user = userEvent.setup();
    stubFetch({ '/api/v1/region/atlantis': { status: 404 } });
    const { unmount } = page('/regios/atlantis/locaties');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deze regio bestaat niet' })).toBeInTheDocument();
    unmount();

    stubFetch({
      '/api/v1/region/utrecht': { body: region },
      '/api/drupal/api/taxonomies/location_type': { body: types },
      '/api/v1/region/locations/109?page=0': { body: { Total: 1, Locations: [cafe] } },
    });
    page('/regios/utrecht/locaties');
    await user.type(await screen.findByRole('searchbox', { name: 'Plaats, gemeente of regio' }), 'Zwolle');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/regios?zoekterm=Zwolle');
  });
});
