import { screen } from '@testing-library/react';
import { stubFetch } from '@test/fetch-stub';
import { isoDay } from '@alz/shared/text/dates';
import { ActivityListing } from './activity-listing';
import { activityRecord } from './activity-fixtures';
import { renderWithProviders } from '../../testing/render';

const today = isoDay(new Date());

describe('ActivityListing, location-detail kind', () => {
  it('keeps only activities that end today or later', async () => {
    stubFetch({
      '/api/v1/region/location/activities/5012?page=0': {
        body: {
          Total: 3,
          Activities: [
            activityRecord(1, { StartDate: '2020-01-01', EndDate: '2020-01-02' }),
            activityRecord(2, { StartDate: '2020-01-01', EndDate: today }),
            activityRecord(3, { StartDate: '2099-05-01', EndDate: null }),
          ],
        },
      },
    });
    renderWithProviders(<ActivityListing kind="location" locationId={5012} />);
    expect(await screen.findByRole('link', { name: 'Alzheimer Café avond 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alzheimer Café avond 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Alzheimer Café avond 1' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
