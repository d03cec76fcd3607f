import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followDataLayer } from '@test/data-layer';
import { stubFetch } from '@test/fetch-stub';
import { ActivityListing } from './activity-listing';
import { answerOf } from './activity-fixtures';
import { renderWithProviders } from '../../testing/render';

// Spec 1 §7: applying and removing a filter of an activity listing is pushed to the data layer.

let dataLayer: ReturnType<typeof followDataLayer>;
beforeEach(() => {
  dataLayer = followDataLayer();
});
afterEach(() => dataLayer.stop());

describe('activity listing filter events', () => {
  it('reports the filter the visitor chose, not the ones that follow from it, and not the pager', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/v1/region/activityTypes/109': { body: ['Alzheimer Café', 'Odensehuis'] },
      '/api/v1/region/cities/109': { body: ['Utrecht', 'Zeist'] },
      '/api/v1/region/activities/109?page=0': answerOf(6, 8),
      '/api/v1/region/activities/109?page=1': answerOf(2, 8),
      '/api/v1/region/activities/109?activityType=Odensehuis&page=0': answerOf(1),
      '/api/v1/region/activities/109?activityType=Odensehuis&city=Zeist&page=0': answerOf(1),
      '/api/v1/region/activityTypes/closest?radius=10&query=Zeist': { body: ['Alzheimer Café'] },
      '/api/v1/region/activities/closest?query=Zeist&radius=10&page=0': answerOf(3),
    });
    renderWithProviders(<ActivityListing kind="region" regionId={109} />, { route: '/regios/utrecht' });
    await screen.findByText('8 activiteiten');
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('button', { name: '2', current: 'page' });
    expect(dataLayer.events).toEqual([]);

    await screen.findByRole('option', { name: 'Odensehuis' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort activiteit' }), 'Odensehuis');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plaats' }), 'Zeist');
    // A range searches around the city and clears the type (spec 1 §4): only the range is reported.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), '10 km');
    await screen.findByText('3 activiteiten');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plaats' }), 'Alle plaatsen');
    expect(dataLayer.events).toEqual([
      { event: 'apply_filter', filter: 'activityType', value: 'Odensehuis' },
      { event: 'apply_filter', filter: 'city', value: 'Zeist' },
      { event: 'apply_filter', filter: 'range', value: '10' },
      { event: 'remove_filter', filter: 'city', value: 'Zeist' },
    ]);
  });

  it('reports a place searched for, and its removal with an empty search', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/drupal/api/taxonomies/activity_type': { body: [{ tid: 2, name: 'Wandelen' }] },
      '/api/v1/region/activities/byType?activityType=Wandelen&page=0': answerOf(6, 20),
      '/api/v1/region/activities/closest?query=Zwolle&radius=25&page=0&activityType=Wandelen': answerOf(1),
    });
    renderWithProviders(<ActivityListing kind="type" activityType="Wandelen" />);
    await screen.findByText('20 activiteiten');
    const place = screen.getByRole('searchbox', { name: 'Plaats of postcode' });
    await user.type(place, 'Zwolle');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await screen.findByText('1 activiteit');
    await user.clear(place);
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    await screen.findByText('20 activiteiten');
    expect(dataLayer.events).toEqual([
      { event: 'apply_filter', filter: 'place', value: 'Zwolle' },
      { event: 'remove_filter', filter: 'place', value: 'Zwolle' },
    ]);
  });
});
