import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, readCookie, removeCookie, writeCookie } from '@alz/shared';
import { renderWithProviders } from '@test/render';
import { ConsentManager } from './consent-manager';

// jsdom 26 knows <dialog> but not showModal/close. This mimics only what the manager relies
// on: the open attribute, the close event, and Escape closing the top dialog.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, a[href]')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
  });
});

function renderPage() {
  renderWithProviders(
    <>
      <button type="button" onClick={() => eventBus.emit('consent:open', {})}>
        Cookie-instellingen wijzigen
      </button>
      <main id="inhoud" tabIndex={-1}>
        <h1>Dementie</h1>
      </main>
      <ConsentManager />
    </>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookies op deze website' });

describe('ConsentManager', () => {
  afterEach(() => {
    removeCookie('cookie-consent');
    removeCookie('marketing');
    delete (window as { Cookiebot?: unknown }).Cookiebot;
  });

  it.each([
    ['Alles accepteren', 'all', 'accepted'],
    ['Alleen noodzakelijke', 'necessary', 'declined'],
  ])('asks until "%s" is chosen, then stores it and moves focus to the content', async (name, choice, marketing) => {
    renderPage();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meer over cookies' })).toHaveAttribute('href', '/cookies');

    await userEvent.click(screen.getByRole('button', { name }));

    expect(banner()).not.toBeInTheDocument();
    expect(readCookie('cookie-consent')).toBe(choice);
    expect(readCookie('marketing')).toBe(marketing);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays away once a choice is stored', () => {
    writeCookie('cookie-consent', 'necessary');
    renderPage();
    expect(banner()).not.toBeInTheDocument();
  });

  it('leaves asking to a consent provider on the page', () => {
    Object.assign(window, { Cookiebot: { consent: { marketing: false }, hasResponse: false } });
    renderPage();
    expect(banner()).not.toBeInTheDocument();
  });

  it('opens the settings on consent:open and closes on Escape, focus back where it was', async () => {
    writeCookie('cookie-consent', 'necessary');
    renderPage();
    const opener = screen.getByRole('button', { name: 'Cookie-instellingen wijzigen' });
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Cookie-instellingen' });
    expect(dialog).toHaveTextContent('U hebt nu alleen noodzakelijke cookies geaccepteerd.');
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stores a new choice from the settings and closes them', async () => {
    writeCookie('cookie-consent', 'necessary');
    renderPage();
    act(() => eventBus.emit('consent:open', {}));
    await userEvent.click(screen.getByRole('button', { name: 'Alles accepteren' }));
    expect(readCookie('marketing')).toBe('accepted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the provider settings instead of ours when there is a provider', () => {
    const renew = jest.fn();
    Object.assign(window, { Cookiebot: { consent: { marketing: false }, renew } });
    renderPage();
    act(() => eventBus.emit('consent:open', {}));
    expect(renew).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
