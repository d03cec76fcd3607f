import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { __resetRemoteModules } from '@test/federation-runtime';
import { renderWithProviders } from '@test/render';
import { clearSearchBarCache } from '@alz/shared/ui/search-bar-slot';
import { addShellTranslations } from '../locales';
import { HeaderSearch } from './header-search';

addShellTranslations();

describe('HeaderSearch', () => {
  beforeEach(() => {
    __resetRemoteModules();
    clearSearchBarCache();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens a search bar with the cursor in it, searches, and closes on the new page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />, { route: '/dementie' });
    const toggle = screen.getByRole('button', { name: 'Zoeken' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = await screen.findByRole('searchbox', { name: 'Waar zoekt u naar?' });
    expect(field).toHaveFocus();
    await user.type(field, 'dementie en werk{Enter}');
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/zoeken?zoekterm=dementie+en+werk');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />);
    const toggle = screen.getByRole('button', { name: 'Zoeken' });
    await user.click(toggle);
    expect(await screen.findByRole('searchbox', { name: 'Waar zoekt u naar?' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
