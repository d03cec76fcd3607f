import { screen } from '@testing-library/react';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '../testing/render';
import ActivityBlock from './activity-block';

describe('ActivityBlock', () => {
  it('shows the title and the activities of the block type', async () => {
    stubFetch({
      '/api/drupal/api/taxonomies/activity_type': { body: [{ tid: 4, name: 'Zingen' }] },
      '/api/v1/region/activities/byType?activityType=Zingen&page=0': {
        body: {
          Total: 1,
          Activities: [
            {
              Id: 1,
              Title: 'Samen zingen in Zwolle',
              Url: '/regios/zwolle/activiteiten/samen-zingen',
              Activity: { ActivityType: 'Zingen', StartDate: '2030-06-01', StartTime: 36000 },
            },
          ],
        },
      },
    });
    renderWithProviders(<ActivityBlock title="Zingen bij u in de buurt" activityType="Zingen" />);
    expect(screen.getByRole('region', { name: 'Zingen bij u in de buurt' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Samen zingen in Zwolle' })).toHaveAttribute(
      'href',
      '/regios/zwolle/activiteiten/samen-zingen',
    );
    expect(screen.getByText('1 juni 2030, 10:00 uur')).toBeInTheDocument();
    expect(screen.getByText('1 activiteit')).toBeInTheDocument();
  });
});
