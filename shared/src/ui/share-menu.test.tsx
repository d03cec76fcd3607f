import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { ShareMenu } from './share-menu';

const url = 'https://www.alzheimer-nederland.nl/dementie?bron=deel';
const title = 'Wat is dementie?';
const encodedUrl = encodeURIComponent(url);
const encodedText = encodeURIComponent(`${title} ${url}`);

function renderMenu() {
  renderWithProviders(
    <>
      <ShareMenu url={url} title={title} />
      <button type="button">Elders</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Deel' });
}

describe('ShareMenu', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('toggles a list of share links with the right addresses', async () => {
    const toggle = renderMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Deel deze pagina' });
    expect(toggle).toHaveAttribute('aria-controls', list.id);

    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/Deel op Facebook/)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
    expect(href(/Deel via WhatsApp/)).toBe(`https://web.whatsapp.com/send?text=${encodedText}`);
    expect(href(/Deel op X/)).toBe(
      `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
    );
    expect(href(/Deel op LinkedIn/)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`);
    expect(href(/Deel via e-mail/)).toBe(`mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}`);
    expect(screen.getByRole('link', { name: 'Deel op Facebook (opent in een nieuw tabblad)' })).toHaveAttribute(
      'target',
      '_blank',
    );

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the WhatsApp app on a mobile user agent', async () => {
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    await userEvent.click(renderMenu());
    expect(screen.getByRole('link', { name: 'Deel via WhatsApp' })).toHaveAttribute(
      'href',
      `whatsapp://send?text=${encodedText}`,
    );
  });

  it('copies the link and shows "Link gekopieerd" for exactly 2000 ms', async () => {
    const user = userEvent.setup();
    const toggle = renderMenu();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    // Real timers and a spy, not fake timers: the success state is awaited like a visitor
    // would, and the spy shows the exact delay after which it goes back.
    const setTimeoutSpy = jest.spyOn(window, 'setTimeout');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Kopieer link' }));

    expect(await screen.findByRole('button', { name: 'Link gekopieerd' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link gekopieerd');

    const reset = setTimeoutSpy.mock.calls.find(([, delay]) => delay === 2000);
    expect(reset).toBeDefined();
    act(() => (reset?.[0] as () => void)());
    expect(screen.getByRole('button', { name: 'Kopieer link' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    setTimeoutSpy.mockRestore();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    const toggle = renderMenu();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Kopieer link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kopiëren lukt niet.');
  });

  it('closes on Escape and puts focus back on the toggle', async () => {
    const toggle = renderMenu();
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /Deel op Facebook/ })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const toggle = renderMenu();
    await userEvent.click(toggle);
    await userEvent.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves the menu', async () => {
    const toggle = renderMenu();
    await userEvent.click(toggle);
    screen.getByRole('button', { name: 'Kopieer link' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elders' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
