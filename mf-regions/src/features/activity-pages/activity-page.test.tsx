import { screen, within } from '@testing-library/react';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import ActivityPage from './activity-page';
import { toActivityPageModel } from './activity-page-model';
import { renderWithProviders } from '../../testing/render';

const activity = (fields: Partial<DrupalNode> = {}): DrupalNode => ({
  nid: 7001,
  type: 'activiteit',
  title: 'Alzheimer Café: omgaan met onrust',
  status: true,
  path: { alias: '/regios/utrecht/activiteiten/omgaan-met-onrust' },
  field_introduction_wysiwyg: { value: '<p>Een avond over onrust bij dementie.</p>' },
  field_activity_type: { id: 1, label: 'Alzheimer Café', icon: '/icons/cafe.svg' },
  field_address: { address_line1: 'Dorpsstraat 4', postal_code: '3511 AB', locality: 'Utrecht' },
  field_start_date: '2030-03-05',
  field_end_date: '2030-03-05',
  field_start_time: 50400,
  field_end_time: 57600,
  field_entry_time: 48600,
  field_location: 'Buurthuis De Linde',
  field_locatie: { id: 5012, title: 'Alzheimer Café De Linde, Utrecht', path: '/regios/utrecht/locaties/de-linde' },
  field_regio: { id: 109, title: 'Regio Utrecht', path: '/regios/utrecht' },
  ...fields,
});

describe('ActivityPage', () => {
  it('shows type, date and times, walk-in time, location, address with route link and region', () => {
    renderWithProviders(<ActivityPage node={activity()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alzheimer Café: omgaan met onrust' })).toBeInTheDocument();
    expect(screen.getByText('Een avond over onrust bij dementie.')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Wanneer en waar' });
    expect(within(details).getByText('Alzheimer Café')).toBeInTheDocument();
    // The type's icon is decorative: its name is already there as text.
    expect(within(details).queryByRole('img')).toBeNull();
    expect(within(details).getByRole('presentation')).toHaveAttribute('src', '/icons/cafe.svg');
    expect(within(details).getByText(/5 maart 2030, 14:00 tot 16:00 uur/)).toBeInTheDocument();
    expect(within(details).getByText('Inloop vanaf 13:30 uur')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Alzheimer Café De Linde, Utrecht' })).toHaveAttribute(
      'href',
      '/regios/utrecht/locaties/de-linde',
    );
    const route = within(details).getByRole('link', { name: 'Plan uw route' });
    expect(route).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Dorpsstraat%204%2C%203511%20AB%20Utrecht',
    );
    expect(route).not.toHaveAttribute('target');
    expect(within(details).getByRole('link', { name: 'Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
  });

  it('spans several days and links an external page with a note', () => {
    renderWithProviders(
      <ActivityPage
        node={activity({
          field_end_date: '2030-03-07',
          field_entry_time: null,
          field_external_link: { uri: 'https://example.org/onrust' },
        })}
      />,
    );
    expect(screen.getByText('5 maart 2030, 14:00 uur tot en met 7 maart 2030, 16:00 uur')).toBeInTheDocument();
    expect(screen.queryByText(/Inloop/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Meer over deze activiteit (externe website)' })).toHaveAttribute(
      'href',
      'https://example.org/onrust',
    );
  });

  it('writes a record of weeks with times of day as a series of meetings, not one long span', () => {
    renderWithProviders(<ActivityPage node={activity({ field_end_date: '2030-05-07', field_entry_time: null })} />);
    expect(
      screen.getByText('Van 5 maart 2030 tot en met 7 mei 2030, telkens van 14:00 tot 16:00 uur'),
    ).toBeInTheDocument();
  });

  it('writes a series that has begun from today on', () => {
    jest.useFakeTimers({ now: new Date('2030-03-20T09:00:00Z'), doNotFake: ['setTimeout', 'queueMicrotask'] });
    renderWithProviders(<ActivityPage node={activity({ field_end_date: '2030-05-07', field_entry_time: null })} />);
    expect(screen.getByText('Nog tot en met 7 mei 2030, telkens van 14:00 tot 16:00 uur')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('shows the type without an icon when the icon is a bare name', () => {
    renderWithProviders(
      <ActivityPage node={activity({ field_activity_type: { id: 1, label: 'Wandelen', icon: 'wandelen' } })} />,
    );
    expect(screen.getByText('Wandelen')).toBeInTheDocument();
    expect(screen.queryByRole('presentation')).toBeNull();
  });

  it('shows only the title for a node without any activity fields', () => {
    const bare: DrupalNode = { nid: 1, type: 'activiteit', title: 'Kaal', status: true, path: { alias: '/a' } };
    renderWithProviders(<ActivityPage node={bare} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kaal' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('toActivityPageModel', () => {
  it('tolerates malformed fields', () => {
    const model = toActivityPageModel(
      activity({
        field_activity_type: 'Wandelen',
        field_address: 'Dorpsstraat',
        field_start_date: 12,
        field_entry_time: 'halftwee',
        field_locatie: { title: 'Elders', path: 'https://elders.example' },
        field_regio: null,
        field_external_link: { uri: 'javascript:alert(1)' },
      }),
    );
    expect(model).toMatchObject({
      activityType: '',
      iconPath: null,
      address: null,
      start: null,
      inloop: null,
      location: { title: 'Elders', url: null },
      region: null,
      externalUrl: null,
    });
  });
});
