import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@alz/shared/router';
import { NotFoundPageContext } from '@alz/shared/ui/page-not-found';
import { eventBus } from '@alz/shared';
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

/** Stands in for the shell's not-found page, which the shell lends every remote. */
const ShellNotFound = () => <h1>Pagina niet gevonden (shell)</h1>;

const page = (route: string) =>
  renderWithProviders(
    <NotFoundPageContext value={ShellNotFound}>
      <Routes>
        <Route path="/regios/:regio/locaties" element={<LocationOverview />} />
      </Routes>
    </NotFoundPageContext>,
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

  it("shows the site's not-found page for a region that does not exist", async () => {
    stubFetch({ '/api/v1/region/atlantis': { status: 404 } });
    page('/regios/atlantis/locaties');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden (shell)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Probeer opnieuw' })).not.toBeInTheDocument();
  });

  it.each([
    ['the api answers 500', 'gelderland', () => ({ status: 500, body: { statusCode: 500 } })],
    [
      'the api cannot be reached',
      'limburg',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('says the fault is ours when %s, reports it, and shows the locations on retry', async (_case, slug, failure) => {
    // The exposed module keeps its store between tests, so each case has a region of its own.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = jest.fn();
    const stop = eventBus.on('error:reported', reported);
    let up = false;
    const fetch = stubFetch({
      [`/api/v1/region/${slug}`]: () => (up ? { body: { ...region, Id: 110, Title: 'Regio Elders' } } : failure()),
      '/api/drupal/api/taxonomies/location_type': { body: types },
      '/api/v1/region/locations/110?page=0': { body: { Total: 1, Locations: [cafe] } },
    });
    page(`/regios/${slug}/locaties`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis bij het laden van deze pagina' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Pagina niet gevonden/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Er ging iets mis bij het laden van deze pagina - Alzheimer Nederland');
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ context: `page /regios/${slug}/locaties` }));
    stop();

    up = true;
    const calls = fetch.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Locaties in Regio Elders' })).toBeInTheDocument();
    expect(fetch.mock.calls.slice(calls).map(([url]) => url)).toContain(`/api/v1/region/${slug}`);
  });

  it('searches another region from the page', async () => {
    const user = userEvent.setup();
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
