import { screen, waitFor, within } from '@testing-library/react';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import userEvent from '@testing-library/user-event';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { activityRecord } from '../../lib/activities/activity-fixtures';
import { renderWithProviders } from '../../testing/render';
import LocationPage from './location-page';
import { toLocationPageModel } from './location-page-model';
import { toTitledBlocks } from './titled-blocks-model';

const location = (fields: Partial<DrupalNode> = {}): DrupalNode => ({
  nid: 5012,
  type: 'location',
  title: 'Alzheimer Café De Linde, Utrecht',
  status: true,
  path: { alias: '/regios/utrecht/locaties/de-linde' },
  field_introduction_wysiwyg: { value: '<p>Elke maand een onderwerp.</p>' },
  field_page_content: [
    {
      id: 1,
      type: 'paragraph--text_with_title',
      field_title: 'Bereikbaarheid',
      field_text: { value: '<p>Met de bus.</p>' },
    },
  ],
  field_location_type: { id: 1, label: 'Alzheimer Café' },
  field_regio: { id: 109, title: 'Regio Utrecht', path: '/regios/utrecht' },
  field_address: { address_line1: 'Dorpsstraat 4', postal_code: '3511 AB', locality: 'Utrecht' },
  field_email: 'linde@example.org',
  field_phone: '030 - 123 45 67',
  field_contact: 'Bel gerust de coördinator.',
  ...fields,
});

describe('LocationPage', () => {
  it('has a sub-menu with anchors to its blocks, contact, planned activities and the region', async () => {
    stubFetch({
      '/api/v1/region/location/activities/5012?page=0': {
        body: { Total: 1, Activities: [activityRecord(1, { EndDate: '2099-01-01' })] },
      },
    });
    renderWithProviders(<LocationPage node={location()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alzheimer Café De Linde, Utrecht' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Op deze pagina' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bereikbaarheid', '#blok-1-bereikbaarheid'],
      ['Contact', '#contact'],
      ['Geplande activiteiten', '#geplande-activiteiten'],
      ['Over de regio', '#over-de-regio'],
    ]);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Bereikbaarheid' })).getByText('Met de bus.')).toBeInTheDocument();
    const planned = screen.getByRole('region', { name: 'Geplande activiteiten' });
    expect(await within(planned).findByRole('link', { name: 'Alzheimer Café avond 1' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'linde@example.org' })).toHaveAttribute(
      'href',
      'mailto:linde@example.org',
    );
    expect(within(contact).getByRole('link', { name: '030 - 123 45 67' })).toHaveAttribute('href', 'tel:0301234567');
    expect(within(contact).getByText('Bel gerust de coördinator.')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'Over de regio' });
    expect(within(about).getByRole('link', { name: 'Naar Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
  });

  it('leaves out planned activities, and their menu entry, when only past ones exist', async () => {
    stubFetch({
      '/api/v1/region/location/activities/5012?page=0': {
        body: { Total: 1, Activities: [activityRecord(1, { StartDate: '2020-01-01', EndDate: '2020-01-01' })] },
      },
    });
    renderWithProviders(<LocationPage node={location()} />);
    // While loading, the section is there: it may well have activities.
    expect(screen.getByRole('region', { name: 'Geplande activiteiten' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Geplande activiteiten' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Geplande activiteiten' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Over de regio' })).toBeInTheDocument();
  });

  it('pages through the planned activities the api counts', async () => {
    const user = userEvent.setup();
    const planned = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => activityRecord(from + i, { EndDate: '2099-01-01' }));
    const fetch = stubFetch({
      '/api/v1/region/location/activities/5012?page=0': { body: { Total: 7, Activities: planned(1, 6) } },
      '/api/v1/region/location/activities/5012?page=1': { body: { Total: 7, Activities: planned(7, 1) } },
    });
    renderWithProviders(<LocationPage node={location()} />);
    const section = screen.getByRole('region', { name: 'Geplande activiteiten' });
    expect(await within(section).findAllByRole('link', { name: /^Alzheimer Café avond \d$/ })).toHaveLength(6);
    const pager = within(section).getByRole('navigation', { name: 'Paginatie' });
    await user.click(within(pager).getByRole('button', { name: '2' }));
    expect(await within(section).findByRole('link', { name: 'Alzheimer Café avond 7' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Alzheimer Café avond 1' })).toBeNull();
    expect(requestedUrls(fetch)).toContain('/api/v1/region/location/activities/5012?page=1');
  });

  it('leaves out planned activities when the api has none', async () => {
    stubFetch({ '/api/v1/region/location/activities/5012?page=0': { body: { Total: 0, Activities: [] } } });
    renderWithProviders(<LocationPage node={location({ field_regio: null })} />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Geplande activiteiten' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Over de regio' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Contact' })).toBeInTheDocument();
  });
});

describe('toLocationPageModel', () => {
  it('tolerates malformed fields', () => {
    const model = toLocationPageModel(
      location({ field_email: 'geen adres', field_address: null, field_location_type: 'x' }),
    );
    expect(model).toMatchObject({ email: '', address: null, type: '' });
    expect(toTitledBlocks('x')).toEqual([]);
    expect(toTitledBlocks([null, { field_title: 'Zonder tekst' }, { field_title: ' ', field_text: 'x' }])).toEqual([]);
  });
});
