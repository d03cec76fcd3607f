import { act, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@test/render';
import { createStore } from '../../store';
import { SlideInSlot } from './slide-in-slot';

// The slide-in's code is a chunk of its own (slide-in-slot.tsx); here it cannot be loaded.
jest.mock('./slide-in', () => {
  throw new Error('ChunkLoadError: slide-in');
});

it('leaves the page as it is when the slide-in cannot be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderWithProviders(
    <Provider store={createStore()}>
      <main>Inhoud van de pagina</main>
      <SlideInSlot pathname="/mantelzorg" />
    </Provider>,
    { route: '/mantelzorg' },
  );
  // The visitor reads on: the slide-in's code is asked for, and fails.
  act(() => {
    window.scrollY = window.innerHeight;
    window.dispatchEvent(new Event('scroll'));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('main')).toHaveTextContent('Inhoud van de pagina');
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith(
    expect.stringContaining('shell/SlideIn failed to load'),
    expect.any(Error),
  );
  jest.restoreAllMocks();
  window.scrollY = 0;
});
