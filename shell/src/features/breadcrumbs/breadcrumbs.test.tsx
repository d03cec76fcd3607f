import { screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { createStore } from '../../store';
import { Breadcrumbs } from './breadcrumbs';
import { toBreadcrumbs } from './breadcrumb-model';

const trail = [
  { title: 'Home', url: '/' },
  { title: 'Over dementie', url: '/dementie' },
  { title: 'Wat is dementie?', url: '/dementie/wat-is-dementie' },
];

function renderFor(path: string) {
  return renderWithProviders(
    <Provider store={createStore()}>
      <Breadcrumbs path={path} />
    </Provider>,
  );
}

describe('Breadcrumbs', () => {
  it('links every step but the current page, which is marked as current', async () => {
    const fetch = stubFetch({ '/api/drupal/api/breadcrumb?path=%2Fdementie%2Fwat-is-dementie': { body: trail } });
    renderFor('/dementie/wat-is-dementie');
    const nav = await screen.findByRole('navigation', { name: 'Broodkruimels' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/dementie']);
    expect(within(nav).getByText('Wat is dementie?')).toHaveAttribute('aria-current', 'page');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when the trail is only the home page', async () => {
    const fetch = stubFetch({ '/api/drupal/api/breadcrumb?path=%2F': { body: [trail[0]] } });
    renderFor('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByRole('navigation', { name: 'Broodkruimels' })).not.toBeInTheDocument();
  });
});

describe('toBreadcrumbs', () => {
  it('drops items without a title or with an address that is not a site path', () => {
    expect(
      toBreadcrumbs([
        { title: 'Home', url: '/' },
        { title: '', url: '/x' },
        { title: 'Extern', url: 'javascript:alert(1)' },
        null,
      ]),
    ).toEqual([{ title: 'Home', url: '/' }]);
    expect(toBreadcrumbs({})).toEqual([]);
  });
});
