import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeCookie } from '@alz/shared/consent/cookies';
import { renderWithProviders } from '../../../testing/render';
import { heightFromMessage } from './embed-height';
import { IframeBlock } from './iframe-block';
import { toIframe } from './to-iframe';

/** Wire data through the block's own transformer and component, as the block list does. */
function show(fields: Record<string, unknown>) {
  const model = toIframe({ type: 'paragraph--iframe', ...fields });
  if (!model) throw new Error('The transformer dropped the block');
  return renderWithProviders(<IframeBlock block={model} />);
}

afterEach(() => {
  removeCookie('cookie-consent');
  removeCookie('marketing');
});

describe('iframe block', () => {
  it('holds a Spotify player back until marketing cookies are accepted, then shows it 200 px high', async () => {
    const { container } = show({
      field_title: 'Podcast: leven met dementie',
      field_url: 'https://open.spotify.com/embed/episode/abc123',
      field_height: 900,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Podcast: leven met dementie' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/‘Podcast: leven met dementie’ komt van een andere website/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Marketingcookies accepteren' }));
    const frame = screen.getByTitle('Podcast: leven met dementie');
    expect(frame).toHaveAttribute('src', 'https://open.spotify.com/embed/episode/abc123');
    expect(frame).toHaveAttribute('height', '200');
  });

  it('shows a riddle quiz without consent and takes the height the quiz reports once loaded', () => {
    show({ field_url: 'https://www.riddle.com/embed/a/123456' });
    expect(screen.queryByRole('button', { name: 'Marketingcookies accepteren' })).not.toBeInTheDocument();
    const frame = screen.getByTitle('Quiz') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('height', '600');
    const report = (data: unknown, origin = 'https://www.riddle.com') =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
      });
    // A report during loading waits for the load event.
    report({ height: 812 });
    expect(frame).toHaveAttribute('height', '600');
    fireEvent.load(frame);
    expect(frame).toHaveAttribute('height', '812');
    report(JSON.stringify({ height: 640 }));
    expect(frame).toHaveAttribute('height', '640');
    report({ height: 300 }, 'https://evil.example');
    expect(frame).toHaveAttribute('height', '640');
  });

  it('names an untitled frame after its source', async () => {
    show({ field_url: { uri: 'https://app.interacty.me/projects/xyz' } });
    await userEvent.click(screen.getByRole('button', { name: 'Marketingcookies accepteren' }));
    expect(screen.getByTitle('Interactieve opdracht')).toBeInTheDocument();
  });
});

describe('toIframe', () => {
  it('derives the source type from the address', () => {
    expect(toIframe({ field_url: 'https://www.riddle.com/embed/a/1' })?.source).toBe('riddle');
    expect(toIframe({ field_url: 'https://open.spotify.com/embed/show/1' })?.source).toBe('spotify');
    expect(toIframe({ field_url: 'https://interacty.me/p/1' })?.source).toBe('interacty');
    expect(toIframe({ field_url: 'https://notriddle.com/x' })).toMatchObject({ source: 'other', needsConsent: true });
  });

  it('drops anything that is not an https address', () => {
    for (const field_url of [
      'http://www.riddle.com/embed/a/1',
      'javascript:alert(1)',
      '//evil.example',
      '',
      42,
      null,
    ]) {
      expect(toIframe({ field_url })).toBeNull();
    }
    expect(toIframe({})).toBeNull();
  });

  it('falls back to the default height for a missing or malformed height', () => {
    expect(toIframe({ field_url: 'https://example.org/x', field_height: 'big' })?.height).toBe(600);
    expect(toIframe({ field_url: 'https://example.org/x', field_height: -5 })?.height).toBe(600);
    expect(toIframe({ field_url: 'https://example.org/x', field_height: 450 })?.height).toBe(450);
  });

  it('reads only sensible heights from messages', () => {
    expect(heightFromMessage({ height: '720px' })).toBe(720);
    expect(heightFromMessage({ height: 10 })).toBeNull();
    expect(heightFromMessage({ height: 1e9 })).toBe(5000);
    expect(heightFromMessage('not json')).toBeNull();
    expect(heightFromMessage(null)).toBeNull();
  });
});
