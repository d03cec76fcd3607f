import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { ActivityListing } from './activity-listing';
import { answerOf } from './activity-fixtures';
import { renderWithProviders } from '../../testing/render';

describe('ActivityListing, range kind', () => {
  it('searches around the given place within 15 km, and reloads on type and range', async () => {
    const user = userEvent.setup();
    let typeCalls = 0;
    const fetch = stubFetch({
      '/api/v1/region/activityTypes/closest?radius=15&query=Amersfoort': () => {
        typeCalls += 1;
        return { body: ['Alzheimer Café', 'Odensehuis'] };
      },
      '/api/v1/region/activities/closest?query=Amersfoort&radius=15&page=0': answerOf(6, 9),
      '/api/v1/region/activities/closest?query=Amersfoort&radius=15&page=0&activityType=Odensehuis': answerOf(2),
      '/api/v1/region/activityTypes/closest?radius=25&query=Amersfoort': { body: ['Alzheimer Café'] },
      '/api/v1/region/activities/closest?query=Amersfoort&radius=25&page=0': answerOf(6, 12),
    });
    renderWithProviders(<ActivityListing kind="range" query="Amersfoort" />);
    expect(await screen.findByText('9 activiteiten')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Afstand' })).toHaveValue('15');
    await screen.findByRole('option', { name: 'Odensehuis' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort activiteit' }), 'Odensehuis');
    expect(await screen.findByText('2 activiteiten')).toBeInTheDocument();
    // The type list is not asked again for another type: it loads once per range.
    expect(typeCalls).toBe(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), '25 km');
    expect(await screen.findByText('12 activiteiten')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Soort activiteit' })).toHaveValue('');
    expect(requestedUrls(fetch)).toContain('/api/v1/region/activityTypes/closest?radius=25&query=Amersfoort');
  });

  it('keeps the previous list visible and busy while the next one loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch({
      '/api/v1/region/activityTypes/closest?radius=15&query=Zwolle': { body: [] },
      '/api/v1/region/activities/closest?query=Zwolle&radius=15&page=0': answerOf(6, 7),
      '/api/v1/region/activities/closest?query=Zwolle&radius=15&page=1': async () => {
        await pending;
        return answerOf(1, 7);
      },
    });
    renderWithProviders(<ActivityListing kind="range" query="Zwolle" />);
    await screen.findByText('7 activiteiten');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('De activiteiten worden geladen…')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(6);
    expect(screen.getByText('De activiteiten worden geladen…').parentElement).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('7 activiteiten')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('treats 204 as no activities and says so for an unknown place', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/v1/region/activityTypes/closest?radius=15&query=Urk': { status: 204 },
      '/api/v1/region/activities/closest?query=Urk&radius=15&page=0': { status: 204 },
      '/api/v1/region/activityTypes/closest?radius=15&query=Xyzzy': { status: 204 },
      '/api/v1/region/activities/closest?query=Xyzzy&radius=15&page=0': {
        body: { Total: 0, Activities: [], MessageKey: 'UnknownPlace' },
      },
    });
    renderWithProviders(<ActivityListing kind="range" query="Urk" />);
    expect(await screen.findByText(/Er zijn geen activiteiten gevonden/)).toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Plaats of postcode' });
    await user.clear(input);
    await user.type(input, '  Xyzzy ');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByText(/Deze plaats kennen we niet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/?plaats=Xyzzy');
  });

  it('asks for a place when none is given', () => {
    const fetch = stubFetch({});
    renderWithProviders(<ActivityListing kind="range" />);
    expect(screen.getByText(/Vul een plaats of postcode in/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
