import { screen } from '@testing-library/react';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
import LocationSearchPage from './location-search-page';
import RegionOverviewPage from './region-overview-page';

// The page kinds the shell loads on their own (shell/src/routes/page-kinds.ts) bring their code:
// the page shows in the first render, where RegionPage shows a loading text until it has loaded
// the kind (region-page.test.tsx).
describe('a page kind of its own', () => {
  it('shows the location search at once', async () => {
    stubFetch({});
    const PATH = '/activiteiten-en-vrijwilligerswerk-in-de-buurt';
    const node: DrupalNode = {
      nid: 70,
      type: 'location_search',
      title: 'Activiteiten en vrijwilligerswerk bij u in de buurt',
      status: true,
      path: { alias: PATH },
    };
    renderWithProviders(<LocationSearchPage node={node} />, { route: PATH });
    expect(screen.getByRole('heading', { level: 1, name: node.title })).toBeInTheDocument();
    expect(screen.queryByText(/Even geduld/)).not.toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Postcode of woonplaats' })).toBeInTheDocument();
  });

  it('shows the region overview at once, and its regions when they arrive', async () => {
    stubFetch({
      '/api/v1/region/search?query=': {
        body: [{ Id: 109, Title: 'Regio Utrecht', Introduction: '', Data: { Path: '/regios/utrecht' } }],
      },
    });
    const node: DrupalNode = {
      nid: 7991,
      type: 'regio_overzicht',
      title: 'Alle regio’s',
      status: true,
      path: { alias: '/regio-overzicht' },
    };
    renderWithProviders(<RegionOverviewPage node={node} />, { route: '/regio-overzicht' });
    expect(screen.getByRole('heading', { level: 1, name: node.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
  });
});
