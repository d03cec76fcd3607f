import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { replaceLocation } from './replace-location';
import { useRedirect } from './use-redirect';

jest.mock('./replace-location', () => ({ replaceLocation: jest.fn() }));

function NotFound({ pathname, enabled = true }: { pathname: string; enabled?: boolean }) {
  const { state } = useRedirect(pathname, enabled);
  return <p>Status: {state}</p>;
}

const lookup = (path: string) => `/api/v1/redirect/lookup?path=${path}`;

describe('useRedirect', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.mocked(replaceLocation).mockClear();
  });

  it('navigates inside the app to a target on this site, replacing the address', async () => {
    stubFetch({ [lookup('/over-dementie')]: { body: { From: '/over-dementie', To: '/dementie?tab=2' } } });
    renderWithProviders(<NotFound pathname="/over-dementie" />, { route: '/over-dementie' });
    expect(screen.getByText('Status: checking')).toBeInTheDocument();
    expect(await screen.findByText('Status: redirecting')).toBeInTheDocument();
    // The router commits a navigation in a transition, a moment after the hook's own update.
    await waitFor(() => expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/dementie?tab=2'));
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('treats an absolute address on this origin as internal', async () => {
    const to = `${window.location.origin}/dementie`;
    stubFetch({ [lookup('/oud')]: { body: { From: '/oud', To: to } } });
    renderWithProviders(<NotFound pathname="/oud" />, { route: '/oud' });
    expect(await screen.findByText('Status: redirecting')).toBeInTheDocument();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/dementie');
  });

  it('replaces the whole page for another origin', async () => {
    stubFetch({ [lookup('/winkel')]: { body: { From: '/winkel', To: 'https://winkel.example.nl/boeken' } } });
    renderWithProviders(<NotFound pathname="/winkel" />, { route: '/winkel' });
    expect(await screen.findByText('Status: redirecting')).toBeInTheDocument();
    expect(replaceLocation).toHaveBeenCalledWith('https://winkel.example.nl/boeken');
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/winkel');
  });

  it('stays put when there is no redirect', async () => {
    stubFetch({ [lookup('/bestaat-niet')]: { body: { From: '/bestaat-niet', To: null } } });
    renderWithProviders(<NotFound pathname="/bestaat-niet" />, { route: '/bestaat-niet' });
    expect(await screen.findByText('Status: none')).toBeInTheDocument();
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/bestaat-niet');
  });

  it('never follows a script address', async () => {
    stubFetch({ [lookup('/x')]: { body: { From: '/x', To: 'javascript:alert(1)' } } });
    renderWithProviders(<NotFound pathname="/x" />, { route: '/x' });
    expect(await screen.findByText('Status: none')).toBeInTheDocument();
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('makes no request while disabled', () => {
    const fetch = stubFetch({});
    renderWithProviders(<NotFound pathname="/dementie" enabled={false} />, { route: '/dementie' });
    expect(screen.getByText('Status: idle')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
