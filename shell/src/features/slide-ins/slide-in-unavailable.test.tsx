import { act, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { createStore } from '../../store';
import { SlideIn } from './slide-in';

// The panel's code is a chunk of its own (slide-in.tsx); here it cannot be loaded.
jest.mock('./slide-in-panel', () => {
  throw new Error('ChunkLoadError: slide-in-panel');
});

it('leaves the page as it is when the slide-in panel cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  stubFetch({
    '/api/drupal/api/slideins': {
      body: [{ id: 5, title: 'Hulp', field_compact_title: 'Hulp nodig?', status: true, field_pages: '/mantelzorg' }],
    },
  });
  renderWithProviders(
    <Provider store={createStore()}>
      <main>Inhoud van de pagina</main>
      <SlideIn pathname="/mantelzorg" />
    </Provider>,
    { route: '/mantelzorg' },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('main')).toHaveTextContent('Inhoud van de pagina');
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith(
    expect.stringContaining('shell/SlideInPanel failed to load'),
    expect.any(Error),
  );
  jest.restoreAllMocks();
});
