import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { toBlocks } from '../block-model';
import { toVideo } from './video-model';
import { BlockList } from '../block-list';
import { addContentTranslations } from '../../../locales';

addContentTranslations();

const video = (field_video: unknown) =>
  toBlocks([{ id: 1, type: 'paragraph--video', field_title: 'Drie mantelzorgers vertellen', field_video }]);

function clearCookies() {
  for (const name of ['marketing', 'cookie-consent']) document.cookie = `${name}=; Max-Age=0; path=/`;
}

describe('video block', () => {
  beforeEach(clearCookies);
  afterEach(clearCookies);

  it('shows a placeholder until marketing cookies are accepted, then the no-cookie YouTube player', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BlockList blocks={video({ kind: 'youtube', id: 'abc_123' })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Drie mantelzorgers vertellen' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Marketingcookies accepteren' }));
    expect(screen.getByTitle('Drie mantelzorgers vertellen')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc_123',
    );
    expect(document.cookie).toContain('marketing=accepted');
  });

  it('plays Vimeo with do-not-track', () => {
    expect(
      toVideo({ field_title: 'Drie mantelzorgers vertellen', field_video: { kind: 'vimeo', id: '76979871' } }),
    ).toEqual({
      title: 'Drie mantelzorgers vertellen',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
      autoPlay: false,
      autoPlayWithAudio: false,
      hideControls: false,
    });
  });

  it("plays the Dutch broadcaster's videos in its own player", () => {
    expect(toVideo({ field_title: 'Uitzending', field_video: { kind: 'kijk', id: 'VPWON_1234' } })).toEqual({
      title: 'Uitzending',
      src: 'https://start-player.npo.nl/embed/VPWON_1234',
      autoPlay: false,
      autoPlayWithAudio: false,
      hideControls: false,
    });
  });

  it('renders nothing for an unknown kind or an id that is not a plain id', () => {
    for (const field of [
      { kind: 'youtube', id: 'x" onload="alert(1)' },
      { kind: 'youtube', id: '../../evil' },
      { kind: 'flash', id: 'abc' },
      { kind: 'vimeo', id: 'not-a-number' },
      null,
    ]) {
      const { container, unmount } = renderWithProviders(<BlockList blocks={video(field)} />);
      expect(container.querySelector('iframe, section')).toBeNull();
      unmount();
    }
  });

  it('starts by itself with sound when the editor asks, keeping the controls to stop it', async () => {
    const user = userEvent.setup();
    const blocks = toBlocks([
      {
        id: 1,
        type: 'paragraph--video',
        field_title: 'Welkom',
        field_video: { kind: 'youtube', id: 'welkom1' },
        field_autoplay_with_audio: true,
        field_hide_controls: true,
      },
    ]);
    renderWithProviders(<BlockList blocks={blocks} />);
    await user.click(screen.getByRole('button', { name: 'Marketingcookies accepteren' }));
    expect(screen.getByTitle('Welkom')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/welkom1?autoplay=1',
    );
  });
});
