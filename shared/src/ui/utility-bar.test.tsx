import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { UtilityBar } from './utility-bar';

const url = 'https://www.alzheimer-nederland.nl/dementie';

// jsdom has no speech synthesis; these stand-ins record what the bar asks it to say.
class FakeUtterance {
  lang = '';
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

function stubSpeech() {
  const synthesis = { speak: jest.fn(), cancel: jest.fn(), getVoices: jest.fn(() => []) };
  Object.assign(window, { speechSynthesis: synthesis });
  Object.assign(globalThis, { SpeechSynthesisUtterance: FakeUtterance });
  return synthesis;
}

function renderBar() {
  renderWithProviders(
    <>
      <UtilityBar url={url} title="Wat is dementie?" />
      <main id="inhoud">
        <p>Dementie is een verzamelnaam. Het komt vaak voor.</p>
        <label>
          Zoeken <input type="search" />
        </label>
      </main>
    </>,
  );
}

describe('UtilityBar', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    delete (window as { dataLayer?: unknown }).dataLayer;
    document.getElementById('read-aloud-customer-id')?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('prints and tells analytics which page (spec 2 §7)', async () => {
    const dataLayer: unknown[] = [];
    Object.assign(window, { dataLayer });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/dementie');
    renderBar();

    expect(screen.getByRole('group', { name: 'Pagina-acties' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));

    expect(dataLayer).toEqual([{ event: 'print', category: 'Printen', action: 'button', label: '/dementie' }]);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('links to the speech provider when the page has a customer id', () => {
    document.body.insertAdjacentHTML('beforeend', '<input type="hidden" id="read-aloud-customer-id" value="8150">');
    renderBar();
    const link = screen.getByRole('link', { name: 'Lees voor' });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://app-eu.readspeaker.com/cgi-bin/rsent');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      customerid: '8150',
      lang: 'nl_nl',
      readid: 'inhoud',
      readclass: 'rs_read_this',
      url,
    });
    expect(link).toHaveAttribute('aria-keyshortcuts', 'Alt+L');
    expect(link).toHaveTextContent('Lees voor Alt+L');
  });

  it('reads the main content aloud in Dutch and can stop', async () => {
    const synthesis = stubSpeech();
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Lees voor' }));

    const spoken = synthesis.speak.mock.calls.map(([utterance]) => utterance as FakeUtterance);
    expect(spoken.map((u) => u.text).join(' ')).toContain('Dementie is een verzamelnaam. Het komt vaak voor.');
    expect(spoken.every((u) => u.lang === 'nl-NL')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Stop voorlezen' }));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Lees voor' })).toBeInTheDocument();
  });

  it('returns to "Lees voor" when the text has been read', async () => {
    const synthesis = stubSpeech();
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Lees voor' }));
    const last = synthesis.speak.mock.calls.at(-1)?.[0] as FakeUtterance;
    expect(screen.getByRole('button', { name: 'Stop voorlezen' })).toBeInTheDocument();
    act(() => last.onend?.());
    expect(screen.getByRole('button', { name: 'Lees voor' })).toBeInTheDocument();
  });

  it('starts reading with Alt+L, not with the L key alone or while typing (WCAG 2.1.4)', async () => {
    const synthesis = stubSpeech();
    renderBar();
    expect(screen.getByRole('button', { name: 'Lees voor' })).toHaveTextContent('Lees voor Alt+L');
    expect(screen.getByRole('button', { name: 'Lees voor' })).toHaveAttribute('aria-keyshortcuts', 'Alt+L');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'lol');
    await userEvent.keyboard('{Alt>}l{/Alt}');
    expect(synthesis.speak).not.toHaveBeenCalled();

    screen.getByRole('searchbox').blur();
    await userEvent.keyboard('l');
    await userEvent.keyboard('{Control>}l{/Control}');
    expect(synthesis.speak).not.toHaveBeenCalled();

    await userEvent.keyboard('{Alt>}l{/Alt}');
    expect(synthesis.speak).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Stop voorlezen' })).toBeInTheDocument();
  });

  it('stops reading with Escape', async () => {
    const synthesis = stubSpeech();
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Lees voor' }));
    synthesis.cancel.mockClear();

    await userEvent.keyboard('{Escape}');
    expect(synthesis.cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Lees voor' })).toBeInTheDocument();
    // The end event of the stopped reading does not bring the stop button back.
    act(() => (synthesis.speak.mock.calls.at(-1)?.[0] as FakeUtterance).onend?.());
    expect(screen.getByRole('button', { name: 'Lees voor' })).toBeInTheDocument();
  });

  it('offers no share menu on a page that is not for sharing, but still print', () => {
    renderWithProviders(<UtilityBar url={url} title="Uw uitslag" share={false} />);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deel' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Facebook|LinkedIn|Deel op X/)).not.toBeInTheDocument();
  });

  it('offers no read-aloud without speech synthesis or provider', () => {
    renderBar();
    expect(screen.queryByRole('button', { name: 'Lees voor' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deel' })).toBeInTheDocument();
  });
});
