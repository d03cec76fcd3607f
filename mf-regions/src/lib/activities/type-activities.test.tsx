import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { ActivityListing } from './activity-listing';
import { answerOf } from './activity-fixtures';
import { renderWithProviders } from '../../testing/render';

const types = {
  '/api/drupal/api/taxonomies/activity_type': {
    body: [
      { tid: 1, name: 'Alzheimer Café' },
      { tid: 2, name: 'Wandelen' },
    ],
  },
};

describe('ActivityListing, activity-type kind', () => {
  it('lists the type nationwide, then near a place within 25 km, and falls back on an empty place', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      ...types,
      '/api/v1/region/activities/byType?activityType=Wandelen&page=0': answerOf(6, 20),
      '/api/v1/region/activities/closest?query=Zwolle&radius=25&page=0&activityType=Wandelen': answerOf(1),
    });
    renderWithProviders(<ActivityListing kind="type" activityType="Wandelen" />);
    expect(await screen.findByText('20 activiteiten')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Soort activiteit' })).toHaveValue('Wandelen');
    expect(screen.getByRole('combobox', { name: 'Afstand' })).toHaveValue('25');

    await user.type(screen.getByRole('searchbox', { name: 'Plaats of postcode' }), 'Zwolle');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByText('1 activiteit')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Plaats of postcode' }));
    await user.type(screen.getByRole('searchbox', { name: 'Plaats of postcode' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByText('20 activiteiten')).toBeInTheDocument();
    expect(requestedUrls(fetch).filter((url) => url.includes('activities/closest'))).toHaveLength(1);
  });

  it("a new range drops the visitor's type for the block's own and reloads the types near the place", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      '/api/v1/region/activityTypes/closest?radius=25&query=Zwolle': { body: ['Wandelen', 'Zingen'] },
      '/api/v1/region/activityTypes/closest?radius=10&query=Zwolle': { body: ['Wandelen'] },
      '/api/v1/region/activities/closest?query=Zwolle&radius=25&page=0&activityType=Wandelen': answerOf(2),
      '/api/v1/region/activities/closest?query=Zwolle&radius=25&page=0&activityType=Zingen': answerOf(1),
      '/api/v1/region/activities/closest?query=Zwolle&radius=10&page=0&activityType=Wandelen': answerOf(3),
    });
    renderWithProviders(<ActivityListing kind="type" activityType="Wandelen" />, { route: '/blokken?plaats=Zwolle' });
    expect(await screen.findByText('2 activiteiten')).toBeInTheDocument();
    const type = screen.getByRole('combobox', { name: 'Soort activiteit' });
    await user.selectOptions(type, await screen.findByRole('option', { name: 'Zingen' }));
    expect(await screen.findByText('1 activiteit')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), '10 km');
    expect(await screen.findByText('3 activiteiten')).toBeInTheDocument();
    expect(type).toHaveValue('Wandelen');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Zingen' })).toBeNull());
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent(/^\/blokken\?plaats=Zwolle&afstand=10$/);
    expect(requestedUrls(fetch)).toContain('/api/v1/region/activityTypes/closest?radius=10&query=Zwolle');
  });

  it('a new range also drops "all types" for the block\'s own type, and without a place keeps every type', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...types,
      '/api/v1/region/activities/byType?page=0': answerOf(6, 30),
      '/api/v1/region/activities/byType?activityType=Wandelen&page=0': answerOf(6, 20),
    });
    renderWithProviders(<ActivityListing kind="type" activityType="Wandelen" />, { route: '/blokken?soort=' });
    expect(await screen.findByText('30 activiteiten')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Soort activiteit' })).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), '50 km');
    expect(await screen.findByText('20 activiteiten')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Soort activiteit' })).toHaveValue('Wandelen');
    expect(screen.getByRole('option', { name: 'Alzheimer Café' })).toBeInTheDocument();
  });

  it('shows the empty message for 204 and reloads page 1 for another type', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...types,
      '/api/v1/region/activities/byType?activityType=Wandelen&page=1': answerOf(1, 7),
      '/api/v1/region/activities/byType?activityType=Alzheimer+Caf%C3%A9&page=0': { status: 204 },
    });
    renderWithProviders(<ActivityListing kind="type" activityType="Wandelen" />, { route: '/blokken?pagina=2' });
    expect(await screen.findByText('7 activiteiten')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Alzheimer Café' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort activiteit' }), 'Alzheimer Café');
    expect(await screen.findByText(/Er zijn geen activiteiten gevonden/)).toBeInTheDocument();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/blokken?soort=Alzheimer+Caf%C3%A9');
  });
});
