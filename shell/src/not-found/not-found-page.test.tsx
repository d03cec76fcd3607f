import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { addShellTranslations } from '../locales';
import { NotFoundPage } from './not-found-page';
import { ForbiddenPage } from './forbidden-page';
import { ShellPageErrorHelp } from './shell-not-found';
import { PageError, PageErrorHelpContext } from '@alz/shared/ui/page-error';

addShellTranslations();

describe('NotFoundPage', () => {
  it('offers five suggestions, news and the memory test among them, and a way home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/bestaat-niet' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    const suggestions = screen.getByRole('heading', { name: 'Misschien zocht u dit' })
      .nextElementSibling as HTMLElement;
    const hrefs = Array.from(suggestions.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toHaveLength(5);
    expect(hrefs).toEqual(expect.arrayContaining(['/nieuws', '/geheugentest/zelf']));
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Pagina niet gevonden - Alzheimer Nederland');
  });

  it('searches the site from its search bar', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotFoundPage />, { route: '/bestaat-niet' });
    await user.type(screen.getByRole('searchbox', { name: 'Zoek op de website' }), 'mantelzorg');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/zoeken?zoekterm=mantelzorg');
  });
});

describe('ForbiddenPage', () => {
  it('asks the visitor to create an account or log in', () => {
    renderWithProviders(<ForbiddenPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deze pagina is alleen voor leden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/registreren');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
  });
});

describe('ShellPageErrorHelp', () => {
  it('gives a failed page load the search bar and the five suggestions, below the retry', async () => {
    renderWithProviders(
      <PageErrorHelpContext value={ShellPageErrorHelp}>
        <PageError path="/mantelzorg" error={{ kind: 'failed', status: 500 }} onRetry={jest.fn()} />
      </PageErrorHelpContext>,
      { route: '/mantelzorg' },
    );
    expect(await screen.findByRole('searchbox', { name: 'Zoek op de website' })).toBeInTheDocument();
    const suggestions = screen.getByRole('heading', { name: 'Misschien zocht u dit' })
      .nextElementSibling as HTMLElement;
    expect(suggestions.querySelectorAll('a')).toHaveLength(5);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Probeer opnieuw' })).toBeInTheDocument();
  });
});
