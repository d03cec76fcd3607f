import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../../testing/render';
import RecommendationOverview from './recommendation-overview';

const node: DrupalNode = {
  nid: 300,
  type: 'recommendation_overview',
  title: 'Boeken en films',
  status: true,
  path: { alias: '/tips' },
  field_introduction_wysiwyg: { value: '<p>Onze tips.</p>' },
};

const item = (slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title,
  label: 'Boek',
  text: `<p>Over ${title}.</p>`,
  image: { url: `/blobstorage/content/${slug}.svg`, alt: `Omslag ${title}`, title: '', crops: [] },
  video: null,
  primaryLink: null,
  secondaryLink: null,
  ...extra,
});

const answer = {
  overviewPageId: 300,
  groups: [
    {
      title: 'Boeken',
      subtitle: 'Om te lezen',
      items: [
        item('de-tuin', 'De tuin', { primaryLink: { title: 'Lees verder', url: '/mantelzorg', external: false } }),
        item('elke-dag', 'Elke dag'),
      ],
    },
    {
      title: '',
      subtitle: '',
      items: [item('het-lied', 'Het lied', { label: 'Film', video: { kind: 'youtube', id: 'lied01' } })],
    },
  ],
};

const URL = '/api/v1/recommendation-items?overviewPageId=300';
const address = () => screen.getByLabelText('Huidig adres').textContent;
const renderOverview = (route = '/tips') => {
  const fetch = stubFetch({ [URL]: { body: answer } });
  renderWithProviders(<RecommendationOverview node={node} />, { route });
  return fetch;
};

describe('recommendation overview', () => {
  it('shows the groups as grids of tiles, with "Onze selectie" for a group without title', async () => {
    const fetch = renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Boeken en films' })).toBeInTheDocument();
    const books = await screen.findByRole('region', { name: 'Boeken' });
    expect(within(books).getByText('Om te lezen')).toBeInTheDocument();
    expect(within(books).getAllByRole('link')).toHaveLength(2);
    expect(within(books).getByRole('link', { name: /De tuin/ })).toHaveAttribute('href', '/tips?item=de-tuin');
    expect(screen.getByRole('region', { name: 'Onze selectie' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual([URL]);
  });

  it('opens the bookcase from ?item= and steps through all items, disabled at the ends', async () => {
    renderOverview('/tips?item=elke-dag');
    const dialog = await screen.findByRole('dialog', { name: 'Elke dag' });
    expect(within(dialog).getByText('Over Elke dag.')).toBeInTheDocument();
    expect(within(dialog).getByText('2 van 3')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Vorige' }));
    expect(address()).toBe('/tips?item=de-tuin');
    expect(screen.getByRole('dialog', { name: 'De tuin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Lees verder' })).toHaveAttribute('href', '/mantelzorg');

    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(address()).toBe('/tips?item=het-lied');
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
    // A video waits for marketing consent.
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Marketingcookies accepteren' }),
    ).toBeInTheDocument();
  });

  it('opens from a tile and closes by removing the parameter, with focus back on the tile', async () => {
    renderOverview('/tips?zoekterm=boek');
    const tile = await screen.findByRole('link', { name: /Elke dag/ });
    await userEvent.click(tile);
    expect(address()).toBe('/tips?zoekterm=boek&item=elke-dag');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sluit' }));
    expect(address()).toBe('/tips?zoekterm=boek');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  it('closes on Escape and ignores an unknown item', async () => {
    renderOverview('/tips?item=bestaat-niet');
    await screen.findByRole('region', { name: 'Boeken' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Het lied/ }));
    await userEvent.keyboard('{Escape}');
    expect(address()).toBe('/tips');
  });

  it('says so when the tips cannot be loaded', async () => {
    stubFetch({ [URL]: { status: 500, body: {} } });
    renderWithProviders(<RecommendationOverview node={node} />, { route: '/tips' });
    expect(await screen.findByRole('alert')).toHaveTextContent('De tips kunnen nu niet worden geladen.');
  });
});
