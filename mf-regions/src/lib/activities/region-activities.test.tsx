import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { ActivityListing } from './activity-listing';
import { activityRecord, answerOf } from './activity-fixtures';
import { renderWithProviders } from '../../testing/render';

const base = {
  '/api/v1/region/activityTypes/109': { body: ['Alzheimer Café', 'Odensehuis'] },
  '/api/v1/region/cities/109': { body: ['Utrecht', 'Zeist'] },
};

describe('ActivityListing, region kind', () => {
  it('shows cards with type, dates, location and a link, and counts in the plural', async () => {
    stubFetch({ ...base, '/api/v1/region/activities/109?page=0': answerOf(6, 7) });
    renderWithProviders(<ActivityListing kind="region" regionId={109} />);
    expect(await screen.findByText('7 activiteiten')).toBeInTheDocument();
    const list = screen.getAllByRole('list')[0]!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: 'Alzheimer Café avond 1' })).toHaveAttribute(
      'href',
      '/activiteiten/alzheimer-cafe-avond-1',
    );
    expect(within(card).getByText('Alzheimer Café')).toBeInTheDocument();
    expect(within(card).getByText('5 maart 2030, 14:00 tot 16:00 uur')).toBeInTheDocument();
    expect(within(card).getByText('Buurthuis De Linde, Utrecht')).toBeInTheDocument();
    // The type's icon shows, but decoratively: its name is already there as text.
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByRole('presentation')).toHaveAttribute('src', '/icons/cafe.svg');
    expect(screen.getByRole('navigation', { name: 'Paginatie' })).toBeInTheDocument();
  });

  it('goes back to page 1 when a filter is chosen, and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      ...base,
      '/api/v1/region/activities/109?page=0': answerOf(6, 8),
      '/api/v1/region/activities/109?page=1': answerOf(2, 8),
      '/api/v1/region/activities/109?activityType=Odensehuis&page=0': answerOf(1),
      '/api/v1/region/activities/109?activityType=Odensehuis&city=Zeist&page=0': answerOf(1),
    });
    renderWithProviders(<ActivityListing kind="region" regionId={109} />, { route: '/regios/utrecht' });
    await screen.findByText('8 activiteiten');
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByLabelText('Huidig adres')).toHaveTextContent('/regios/utrecht?pagina=2');
    await screen.findByRole('button', { name: '2', current: 'page' });
    await screen.findByRole('option', { name: 'Odensehuis' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort activiteit' }), 'Odensehuis');
    expect(await screen.findByText('1 activiteit')).toBeInTheDocument();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/regios/utrecht?soort=Odensehuis');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plaats' }), 'Zeist');
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/regios/utrecht?soort=Odensehuis&stad=Zeist');
    expect(requestedUrls(fetch)).toContain('/api/v1/region/activities/109?activityType=Odensehuis&city=Zeist&page=0');
  });

  it('searches around the chosen city for a range, clearing the type and reloading the types', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      ...base,
      '/api/v1/region/activities/109?activityType=Odensehuis&city=Zeist&page=0': answerOf(1),
      '/api/v1/region/activityTypes/closest?radius=10&query=Zeist': { body: ['Alzheimer Café'] },
      '/api/v1/region/activities/closest?query=Zeist&radius=10&page=0': answerOf(3),
    });
    renderWithProviders(<ActivityListing kind="region" regionId={109} />, { route: '/?soort=Odensehuis&stad=Zeist' });
    await screen.findByText('1 activiteit');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), '10 km');
    expect(await screen.findByText('3 activiteiten')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Soort activiteit' })).toHaveValue('');
    expect(requestedUrls(fetch)).toContain('/api/v1/region/activityTypes/closest?radius=10&query=Zeist');
    expect(screen.queryByRole('option', { name: 'Odensehuis' })).toBeNull();
  });

  it('keeps the list in view while the first search around a city loads', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubFetch({
      ...base,
      '/api/v1/region/activities/109?city=Zeist&page=0': answerOf(2),
      '/api/v1/region/activityTypes/closest?radius=10&query=Zeist': { body: ['Alzheimer Café'] },
      '/api/v1/region/activities/closest?query=Zeist&radius=10&page=0': async () => {
        await held;
        return answerOf(3);
      },
    });
    renderWithProviders(<ActivityListing kind="region" regionId={109} />, { route: '/?stad=Zeist' });
    await screen.findByText('2 activiteiten');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), '10 km');
    expect(await screen.findByText('De activiteiten worden geladen…')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Alzheimer Café avond/ })).toHaveLength(2);
    answer();
    expect(await screen.findByText('3 activiteiten')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Alzheimer Café avond/ })).toHaveLength(3);
  });

  it('asks for a city before a range can be chosen', async () => {
    stubFetch({ ...base, '/api/v1/region/activities/109?page=0': answerOf(0) });
    renderWithProviders(<ActivityListing kind="region" regionId={109} />);
    expect(screen.getByRole('combobox', { name: 'Afstand', description: 'Kies eerst een plaats.' })).toBeDisabled();
    // The empty list says what can be done now: a distance needs a place first.
    expect(
      await screen.findByText(
        'Er zijn geen activiteiten gevonden. Kies een andere soort, of kies eerst een plaats en daarna een afstand.',
      ),
    ).toBeInTheDocument();
  });

  it('links an activity with an external address there, with a visible note', async () => {
    stubFetch({
      ...base,
      '/api/v1/region/activities/109?page=0': {
        body: { Total: 1, Activities: [activityRecord(1, { ExternalLink: { uri: 'https://example.org/cafe' } })] },
      },
    });
    renderWithProviders(<ActivityListing kind="region" regionId={109} />);
    const link = await screen.findByRole('link', { name: 'Alzheimer Café avond 1 (externe website)' });
    expect(link).toHaveAttribute('href', 'https://example.org/cafe');
    expect(link).not.toHaveAttribute('target');
  });
});
