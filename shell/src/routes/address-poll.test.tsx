import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, useLocation } from '@alz/shared/router';
import { ADDRESS_POLL_MS, AddressPoll } from './address-poll';

function Shown() {
  const { pathname, search } = useLocation();
  return <h1>{pathname + search}</h1>;
}

const renderApp = () =>
  render(
    <BrowserRouter>
      <AddressPoll />
      <Shown />
      <Link to="/mantelzorg">Mantelzorg</Link>
    </BrowserRouter>,
  );

describe('AddressPoll', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => jest.useRealTimers());

  it("follows an address an embedded script pushed, within the poll's 100 ms", () => {
    renderApp();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('/');
    act(() => window.history.pushState({ from: 'snippet' }, '', '/dementie?pagina=2'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^\/$/);
    act(() => jest.advanceTimersByTime(ADDRESS_POLL_MS));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('/dementie?pagina=2');
    // Taken over in place: one history step, now the router's own.
    expect(window.location.pathname).toBe('/dementie');
    expect(window.history.state).toEqual(expect.objectContaining({ key: expect.any(String) }));
  });

  it("leaves the router's own navigations alone", () => {
    renderApp();
    const replace = jest.spyOn(window.history, 'replaceState');
    act(() => screen.getByRole('link', { name: 'Mantelzorg' }).click());
    act(() => jest.advanceTimersByTime(ADDRESS_POLL_MS * 5));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('/mantelzorg');
    expect(replace).not.toHaveBeenCalled();
  });
});
