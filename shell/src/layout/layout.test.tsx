import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { useChromeFlags } from './page-chrome';

addShellTranslations();

/** A page on screen: it shows the footer, as every route does once its page is there. */
function ShownPage() {
  useChromeFlags(false);
  return <h1>Mantelzorg</h1>;
}

/** A page still loading, as ContentRoute's loading page: the footer stays away. */
function LoadingPage() {
  useChromeFlags(true);
  return <p>Even geduld</p>;
}

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
            below: [{ key: 'h', title: 'Hulp en advies', relative: '/hulp', external: false, weight: 0 }],
          },
        ],
      },
    });
    renderWithProviders(
      <Provider store={createStore()}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<ShownPage />} />
          </Route>
        </Routes>
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
    const footer = await screen.findByRole('navigation', { name: 'Voettekst' });
    expect(await within(footer).findByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Hulp en advies' })).toHaveAttribute('href', '/hulp');
  });

  it('shows no footer until the route says its page is there (spec 1 §4: none while a page loads)', async () => {
    stubFetch({ '/api/drupal/api/menu_items/footer': { body: [] } });
    // The page's data comes when the test presses the button.
    function Page() {
      const [there, setThere] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setThere(true)}>
            Klaar
          </button>
          {there ? <ShownPage /> : <LoadingPage />}
        </>
      );
    }
    // Not even for a moment: a footer put on the page and taken away again flashes.
    const footersAdded: Node[] = [];
    const watch = new MutationObserver((records) =>
      footersAdded.push(
        ...records.flatMap((record) => [...record.addedNodes]).filter((node) => node.nodeName === 'FOOTER'),
      ),
    );
    watch.observe(document.body, { childList: true, subtree: true });
    renderWithProviders(
      <Provider store={createStore()}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<Page />} />
          </Route>
        </Routes>
      </Provider>,
    );
    expect(screen.getByText('Even geduld')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(footersAdded).toEqual([]);
    watch.disconnect();
    await userEvent.click(screen.getByRole('button', { name: 'Klaar' }));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
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
