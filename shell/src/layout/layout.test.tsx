import { screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { stubFetch } from '@test/fetch-stub';
import { stubViewport } from '@test/viewport';
import { renderWithProviders } from '@test/render';
import { Route, Routes } from '@alz/shared/router';
import { PageHead } from '@alz/shared/ui/page-head';
import { clearPageInputs, setPageInput } from '../features/footer/footer-test-utils';
import { createStore } from '../store';
import { addShellTranslations } from '../locales';
import { Layout } from './layout';

addShellTranslations();

describe('Layout', () => {
  beforeEach(() => stubViewport(1280));

  it('shows a skip link, the main menu and the footer columns from the api', async () => {
    stubFetch({
      '/api/drupal/api/menu_items/main': {
        body: [
          { key: '2', title: 'Help mee', relative: '/help-mee', external: false, weight: 2 },
          { key: '1', title: 'Over dementie', relative: '/dementie', external: false, weight: 1 },
        ],
      },
      '/api/drupal/api/menu_items/footer': {
        body: [
          {
            key: 'c',
            title: 'Contact',
            relative: '',
            external: false,
            weight: 0,
            below: [{ key: 'p', title: 'Privacy', relative: '/privacy', external: false, weight: 0 }],
          },
        ],
      },
    });
    renderWithProviders(
      <Provider store={createStore()}>
        <Layout />
      </Provider>,
    );
    expect(screen.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute('href', '#inhoud');
    const menu = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(await within(menu).findAllByRole('link')).toHaveLength(2);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Over dementie', 'Help mee']);
    const footer = screen.getByRole('navigation', { name: 'Voettekst' });
    expect(await within(footer).findByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  describe('titles every page for the brand of the page (spec 2 §1)', () => {
    afterEach(clearPageInputs);

    it.each([
      [undefined, 'Mantelzorg - Alzheimer Nederland'],
      ['alz', 'Mantelzorg - Alzheimer Nederland'],
      ['dem', 'Mantelzorg - Dementie.nl'],
      ['sdv', 'Mantelzorg - Samen dementievriendelijk'],
    ])('brand %p: "%s"', (brand, title) => {
      stubFetch({});
      if (brand) setPageInput('brand', brand);
      renderWithProviders(
        <Provider store={createStore()}>
          <Routes>
            <Route element={<Layout />}>
              {/* Any page, the shell's or a remote's, names itself through PageHead. */}
              <Route path="*" element={<PageHead title="Mantelzorg" path="/mantelzorg" />} />
            </Route>
          </Routes>
        </Provider>,
        { route: '/mantelzorg' },
      );
      expect(document.title).toBe(title);
    });
  });
});
