import { screen, within } from '@testing-library/react';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
import LocationSearchPage from './location-search-page';
import RegionOverviewPage from './region-overview-page';
import RegionPage from './region-page';

const region = (fields: Partial<DrupalNode> = {}): DrupalNode => ({
  nid: 4,
  // A type the shell sends here without a page kind of its own: the basic view with title and contact.
  type: 'regio_onbekend',
  title: 'Regio Utrecht',
  status: true,
  path: { alias: '/regios/utrecht' },
  ...fields,
});

describe('RegionPage', () => {
  it('shows the contact section with address, mail and phone links', () => {
    renderWithProviders(
      <RegionPage
        node={region({
          field_address: { address_line1: 'Domplein 1', postal_code: '3512 JC', locality: 'Utrecht' },
          field_email: 'utrecht@example.org',
          field_phone: '030 - 123 45 67',
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Regio Utrecht' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact met de regio' });
    const address = within(contact).getByText(/Domplein 1/);
    expect(address).toHaveTextContent(/^Domplein 1\s*3512 JC Utrecht$/);
    expect(within(contact).getByRole('link', { name: 'utrecht@example.org' })).toHaveAttribute(
      'href',
      'mailto:utrecht@example.org',
    );
    expect(within(contact).getByRole('link', { name: '030 - 123 45 67' })).toHaveAttribute('href', 'tel:0301234567');
    expect(screen.queryByRole('heading', { name: /gemeente/ })).not.toBeInTheDocument();
  });

  it('leaves out mail and phone when the region has none', () => {
    renderWithProviders(<RegionPage node={region()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Contact met de regio' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "gemeente" for one municipality', () => {
    renderWithProviders(<RegionPage node={region({ field_municipalities: ['Zeist'] })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Deze regio werkt in 1 gemeente' })).toBeInTheDocument();
    expect(screen.getByText('Zeist')).toBeInTheDocument();
  });

  it('says "gemeenten" for three municipalities and lists them', () => {
    renderWithProviders(<RegionPage node={region({ field_municipalities: ['Utrecht', 'Zeist', 'Houten'] })} />);
    const section = screen.getByRole('region', { name: 'Deze regio werkt in 3 gemeenten' });
    expect(within(section).getByText('Utrecht, Zeist, Houten')).toBeInTheDocument();
  });
});

const SEARCH_PATH = '/activiteiten-en-vrijwilligerswerk-in-de-buurt';
const locationSearch: DrupalNode = {
  nid: 70,
  type: 'location_search',
  title: 'Activiteiten en vrijwilligerswerk bij u in de buurt',
  status: true,
  path: { alias: SEARCH_PATH },
};
const regionOverview: DrupalNode = {
  nid: 7991,
  type: 'regio_overzicht',
  title: 'Alle regio’s',
  status: true,
  path: { alias: '/regio-overzicht' },
};
const stubRegionSearch = () =>
  stubFetch({
    '/api/v1/region/search?query=': {
      body: [{ Id: 109, Title: 'Regio Utrecht', Introduction: '', Data: { Path: '/regios/utrecht' } }],
    },
  });

// The page kinds of their own modules (@alz/shared/site/routes) bring their code: the page shows
// in the first render, with no loading text first.
describe('a page kind of its own', () => {
  it('shows the location search at once', async () => {
    stubFetch({});
    renderWithProviders(<LocationSearchPage node={locationSearch} />, { route: SEARCH_PATH });
    expect(screen.getByRole('heading', { level: 1, name: locationSearch.title })).toBeInTheDocument();
    expect(screen.queryByText(/Even geduld/)).not.toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Postcode of woonplaats' })).toBeInTheDocument();
  });

  it('shows the region overview at once, and its regions when they arrive', async () => {
    stubRegionSearch();
    renderWithProviders(<RegionOverviewPage node={regionOverview} />, { route: '/regio-overzicht' });
    expect(screen.getByRole('heading', { level: 1, name: regionOverview.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
  });
});
