import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
import RegionSearch from './region-search';

const utrecht = {
  Id: 109,
  Title: 'Regio Utrecht',
  Introduction: 'Welkom bij regio Utrecht.',
  Data: { Path: '/regios/utrecht' },
};
const heuvelrug = {
  Id: 111,
  Title: 'Regio Utrechtse Heuvelrug',
  Introduction: '',
  Data: { Path: '/regios/utrechtse-heuvelrug' },
};

describe('RegionSearch', () => {
  it('lists every region before a term is typed', async () => {
    stubFetch({ '/api/v1/region/search?query=': { body: [utrecht, heuvelrug] } });
    renderWithProviders(<RegionSearch />, { route: '/regios' });
    expect(screen.getByRole('heading', { level: 1, name: 'Zoek uw regio' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: "Alle regio's" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
  });

  it('searches with the typed place, puts it in the address and counts the hits', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      '/api/v1/region/search?query=': { body: [utrecht, heuvelrug] },
      '/api/v1/region/search?query=Utrecht': { body: [utrecht, heuvelrug] },
    });
    renderWithProviders(<RegionSearch />, { route: '/regios' });
    await user.type(screen.getByRole('searchbox', { name: 'Plaats, gemeente of regio' }), ' Utrecht ');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/regios?zoekterm=Utrecht');
    const count = await screen.findByRole('heading', { level: 2, name: "2 regio's gevonden voor ‘Utrecht’" });
    // Only the count is announced, not every region of the list.
    const live = count.closest('[aria-live]');
    expect(live).toHaveTextContent(/^2 regio's gevonden voor ‘Utrecht’$/);
    expect(within(live as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regio Utrecht' })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/v1/region/search?query=Utrecht');
  });

  it('says so when nothing is found, and tells the other remotes which region was chosen', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/v1/region/search?query=Atlantis': { body: [] },
      '/api/v1/region/search?query=Nieuwegein': { body: [utrecht] },
    });
    const { unmount } = renderWithProviders(<RegionSearch />, { route: '/regios?zoekterm=Atlantis' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Geen regio gevonden voor ‘Atlantis’' }),
    ).toBeInTheDocument();
    unmount();

    renderWithProviders(<RegionSearch />, { route: '/regios?zoekterm=Nieuwegein' });
    const list = await screen.findByRole('list');
    await user.click(within(list).getByRole('link', { name: 'Regio Utrecht' }));
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/regios/utrecht');
  });

  it('shows a calm message when the search fails', async () => {
    stubFetch({ '/api/v1/region/search?query=Zwolle': { status: 500 } });
    renderWithProviders(<RegionSearch />, { route: '/regios?zoekterm=Zwolle' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Het zoeken lukt nu niet.');
  });
});
