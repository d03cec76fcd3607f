import { act, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { createStore } from '../../store';
import { addSlideInTranslations } from './slide-in-translations';
import { READ_FIRST_MS, SlideInSlot } from './slide-in-slot';

addSlideInTranslations();

const wire = {
  id: 5,
  title: 'Er is hulp voor mantelzorgers',
  field_compact_title: 'Hulp nodig?',
  field_text: { value: '<p>Bel de Dementielijn voor advies.</p>' },
  field_compact_text: { value: '<p>Wij helpen u graag.</p>' },
  status: true,
  weight: 0,
  field_pages: '/mantelzorg',
  field_seconds: 3600,
};

const renderSlot = () =>
  renderWithProviders(
    <Provider store={createStore()}>
      <SlideInSlot pathname="/mantelzorg" />
    </Provider>,
    { route: '/mantelzorg' },
  );

describe('SlideInSlot', () => {
  let fetch: jest.Mock;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    fetch = stubFetch({ '/api/drupal/api/slideins': { body: [wire] } });
    window.scrollY = 0;
  });

  it('waits while the visitor starts reading, then comes after a while', async () => {
    const timers = jest.spyOn(window, 'setTimeout');
    renderSlot();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    // Not even its list of slide-ins is asked for yet.
    expect(fetch).not.toHaveBeenCalled();
    const reading = timers.mock.calls.find(([, delay]) => delay === READ_FIRST_MS);
    expect(reading).toBeDefined();
    act(() => (reading![0] as () => void)());
    expect(await screen.findByRole('complementary', { name: 'Hulp nodig?' })).toBeInTheDocument();
    timers.mockRestore();
  });

  it('comes once the visitor has scrolled half a screen', async () => {
    renderSlot();
    act(() => {
      window.scrollY = window.innerHeight / 2 - 1;
      window.dispatchEvent(new Event('scroll'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    act(() => {
      window.scrollY = window.innerHeight / 2;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('complementary', { name: 'Hulp nodig?' })).toBeInTheDocument();
  });
});
