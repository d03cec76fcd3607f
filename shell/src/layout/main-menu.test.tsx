import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { renderWithProviders } from '@test/render';
import { stubViewport } from '@test/viewport';
import { createStore } from '../store';
import { addShellTranslations } from '../locales';
import { MainMenu } from './main-menu';

addShellTranslations();

const menu = [
  {
    key: 'd',
    title: 'Over dementie',
    relative: '/dementie',
    external: false,
    weight: 1,
    below: [{ key: 'w', title: 'Wat is dementie?', relative: '/dementie/wat-is-dementie', external: false, weight: 0 }],
  },
  { key: 'h', title: 'Help mee', relative: '/help-mee', external: false, weight: 2 },
];

function renderMenu() {
  stubFetch({ '/api/drupal/api/menu_items/main': { body: menu } });
  return renderWithProviders(
    <Provider store={createStore()}>
      <MainMenu />
    </Provider>,
  );
}

describe('MainMenu across the pages of a visit', () => {
  beforeEach(() => stubViewport(1280));

  it('asks the api for the menu once per session: the next page shows it without a call', async () => {
    const first = renderMenu();
    expect(await screen.findByRole('link', { name: 'Help mee' })).toHaveAttribute('href', '/help-mee');
    first.unmount();

    // The next page: a new store, and an api that would answer otherwise.
    const fetched = stubFetch({ '/api/drupal/api/menu_items/main': { body: [] } });
    renderWithProviders(
      <Provider store={createStore()}>
        <MainMenu />
      </Provider>,
    );
    expect(await screen.findByRole('link', { name: 'Help mee' })).toHaveAttribute('href', '/help-mee');
    expect(requestedUrls(fetched)).toEqual([]);
  });

  it('asks again when the api gave no menu, and keeps the one it gives then', async () => {
    const refused = stubFetch({ '/api/drupal/api/menu_items/main': { status: 500, body: { message: 'Storing' } } });
    const failed = renderWithProviders(
      <Provider store={createStore()}>
        <MainMenu />
      </Provider>,
    );
    await waitFor(() => expect(requestedUrls(refused)).toEqual(['/api/drupal/api/menu_items/main']));
    expect(screen.queryByRole('link', { name: 'Help mee' })).not.toBeInTheDocument();
    failed.unmount();

    const fetched = stubFetch({ '/api/drupal/api/menu_items/main': { body: menu } });
    renderWithProviders(
      <Provider store={createStore()}>
        <MainMenu />
      </Provider>,
    );
    expect(await screen.findByRole('link', { name: 'Help mee' })).toBeInTheDocument();
    expect(requestedUrls(fetched)).toEqual(['/api/drupal/api/menu_items/main']);
  });
});

describe('MainMenu on a phone (375 px)', () => {
  beforeEach(() => stubViewport(375));

  it('starts closed and opens the whole tree with the Menu button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Help mee' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Wat is dementie?' })).toHaveAttribute(
      'href',
      '/dementie/wat-is-dementie',
    );
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('link', { name: 'Help mee' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Help mee' })).not.toBeInTheDocument();
  });

  it('closes when focus moves past it, so the next control is not hidden under it', async () => {
    const user = userEvent.setup();
    stubFetch({ '/api/drupal/api/menu_items/main': { body: menu } });
    renderWithProviders(
      <Provider store={createStore()}>
        <MainMenu />
        <button type="button">Zoeken</button>
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('link', { name: 'Help mee' });
    // Tab through the panel's links and on to the next control.
    for (let tab = 0; tab < 10 && !screen.getByRole('button', { name: 'Zoeken' }).matches(':focus'); tab++) {
      await user.tab();
    }
    expect(screen.getByRole('button', { name: 'Zoeken' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Help mee' })).not.toBeInTheDocument();
  });

  it('closes when a link in it leads to another page', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('link', { name: 'Help mee' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Help mee' })).not.toBeInTheDocument();
  });
});

describe('MainMenu on a desktop (1280 px)', () => {
  beforeEach(() => stubViewport(1280));

  it('shows the top level in weight order, with sub-menus behind a button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(await within(nav).findByRole('link', { name: 'Over dementie' })).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Over dementie', 'Help mee']);
    const more = within(nav).getByRole('button', { name: 'Meer onder Over dementie' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Wat is dementie?' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});
