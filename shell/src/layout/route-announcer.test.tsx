import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from '@alz/shared/router';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { addShellTranslations } from '../locales';
import { refocusState } from '@alz/shared/ui/page-error';
import { RouteAnnouncer } from './route-announcer';

addShellTranslations();

/** A page whose h1 only appears after its data "arrived", like a remote's page. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <>
      <h1>Mantelzorg</h1>
      <section id="steun">
        <h2>Steun voor u</h2>
      </section>
    </>
  ) : (
    <p>Laden</p>
  );
}

function App() {
  return (
    <>
      <Link to="/mantelzorg">Naar mantelzorg</Link>
      <Link to="/mantelzorg#steun">Naar steun</Link>
      <Link to="/" state={refocusState()}>
        Opnieuw laden
      </Link>
      <main id="inhoud">
        <RoutedPage />
      </main>
      <RouteAnnouncer />
    </>
  );
}

/** A new page mounts on every path, as the router does. */
function RoutedPage() {
  return <SlowPage key={useLocation().pathname} />;
}

describe('RouteAnnouncer', () => {
  it('takes an address with a hash to its section once the page is there, focus included (spec 2 §2)', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/' });
    await screen.findByRole('heading', { name: 'Mantelzorg' });
    await user.click(screen.getByRole('link', { name: 'Naar steun' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Steun voor u' })).toHaveFocus(), { timeout: 2000 });
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('does the same on a first load with a hash', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    renderWithProviders(<App />, { route: '/mantelzorg#steun' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Steun voor u' })).toHaveFocus(), { timeout: 2000 });
  });

  it('moves focus to the new page heading after a navigation and announces it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Mantelzorg' })).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Naar mantelzorg' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('heading', { name: 'Mantelzorg' })).toHaveFocus();
    expect(screen.getByText('Nieuwe pagina: Mantelzorg')).toBeInTheDocument();
  });

  it('also moves focus when the same page loads again and asks for it (a retry)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />, { route: '/' });
    const link = screen.getByRole('link', { name: 'Opnieuw laden' });
    await screen.findByRole('heading', { name: 'Mantelzorg' });
    await user.click(link);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('heading', { name: 'Mantelzorg' })).toHaveFocus();
  });
});
