import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { eventBus } from '../events/event-bus';
import { PageError, PageErrorHelpContext, pageFailureOf } from './page-error';
import { NotFoundPageContext, PageNotFound } from './page-not-found';

describe('pageFailureOf', () => {
  it('calls only a 404 not found, and unauthorized its own', () => {
    expect(pageFailureOf({ kind: 'failed', status: 404 })).toBe('not-found');
    expect(pageFailureOf({ kind: 'unauthorized', status: 403 })).toBe('unauthorized');
    expect(pageFailureOf({ kind: 'failed', status: 500 })).toBe('fault');
    expect(pageFailureOf({ kind: 'failed', status: 503 })).toBe('fault');
    // An answer that could not be read (a transformer threw) has no status.
    expect(pageFailureOf({ name: 'Error', message: 'The answer holds no content node' })).toBe('fault');
    expect(pageFailureOf(undefined)).toBe('fault');
  });
});

describe('PageError', () => {
  it('is the page: one h1, a title, a retry, a way home, and one report', async () => {
    const reported = jest.fn();
    const stop = eventBus.on('error:reported', reported);
    const onRetry = jest.fn();
    renderWithProviders(<PageError path="/mantelzorg" error={{ kind: 'failed', status: 500 }} onRetry={onRetry} />, {
      route: '/mantelzorg',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Er ging iets mis bij het laden van deze pagina' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Er ging iets mis bij het laden van deze pagina - Alzheimer Nederland');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute('href', '/');
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith({ error: expect.any(Error), context: 'page /mantelzorg' });
    stop();

    await userEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The address stays the same: the retry only asks the announcer for focus again.
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/mantelzorg');
  });
});

describe('PageError help', () => {
  it("shows what the shell lends below the retry, and on a remote's own only the retry and the way home", () => {
    const { unmount } = renderWithProviders(
      <PageErrorHelpContext value={() => <h2>Misschien zocht u dit</h2>}>
        <PageError path="/mantelzorg" error={{ kind: 'failed', status: 503 }} onRetry={jest.fn()} />
      </PageErrorHelpContext>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Misschien zocht u dit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Probeer opnieuw' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<PageError path="/mantelzorg" error={{ kind: 'failed', status: 503 }} onRetry={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Probeer opnieuw' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});

describe('PageError style', () => {
  it('marks the failed page for its error style, with an icon that says nothing to a screen reader', () => {
    renderWithProviders(<PageError path="/mantelzorg" error={{ kind: 'failed', status: 503 }} onRetry={jest.fn()} />);
    const heading = screen.getByRole('heading', { level: 1 });
    const panel = heading.closest('section');
    expect(panel).toHaveAttribute('data-state', 'failed');
    expect(panel).toHaveClass('page');
    expect(panel?.querySelector('.icon')).toHaveAttribute('aria-hidden', 'true');
    expect(panel?.querySelector('.icon')).toBeEmptyDOMElement();
  });
});

describe('PageNotFound', () => {
  it("shows the page the shell lends, or on a remote's own a plain not-found page", () => {
    const { unmount } = renderWithProviders(
      <NotFoundPageContext value={() => <h1>Pagina van de shell</h1>}>
        <PageNotFound />
      </NotFoundPageContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina van de shell' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<PageNotFound />, { route: '/regios/atlantis/locaties' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(document.title).toBe('Pagina niet gevonden - Alzheimer Nederland');
  });
});
