import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { acceptMarketing } from '../consent/consent';
import { removeCookie } from '../consent/cookies';
import { playerCommand, VideoPlayer, videoEmbedUrl } from './video-player';

const still = {
  url: '/blobstorage/content/still.svg',
  alt: 'Twee mensen op een bankje',
  title: '',
  width: null,
  height: null,
  crops: [],
};

describe('videoEmbedUrl', () => {
  it('plays YouTube from the no-cookie domain and the broadcaster from its own player', () => {
    expect(videoEmbedUrl({ videoType: 'youtube', videoId: 'abc_123' })).toBe(
      'https://www.youtube-nocookie.com/embed/abc_123',
    );
    expect(videoEmbedUrl({ videoType: 'kijk', videoId: 'VPWON_1234' })).toBe(
      'https://start-player.npo.nl/embed/VPWON_1234',
    );
  });

  it('switches YouTube addresses to the no-cookie domain and adds do-not-track to Vimeo', () => {
    for (const src of [
      'https://www.youtube.com/watch?v=abc_123',
      'https://youtu.be/abc_123',
      'https://www.youtube.com/embed/abc_123',
    ]) {
      expect(videoEmbedUrl({ videoType: 'others', src })).toBe('https://www.youtube-nocookie.com/embed/abc_123');
    }
    expect(videoEmbedUrl({ videoType: 'others', src: 'https://vimeo.com/76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('starts muted for autoplay and can hide the controls', () => {
    expect(videoEmbedUrl({ videoType: 'youtube', videoId: 'abc', autoPlay: true, hideControls: true })).toBe(
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&mute=1&controls=0',
    );
    expect(videoEmbedUrl({ videoType: 'others', src: 'https://vimeo.com/1', autoPlay: true })).toBe(
      'https://player.vimeo.com/video/1?dnt=1&autoplay=1&muted=1',
    );
  });

  it('starts with sound for autoPlayWithAudio, and then always keeps the controls', () => {
    expect(videoEmbedUrl({ videoType: 'youtube', videoId: 'abc', autoPlayWithAudio: true, hideControls: true })).toBe(
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1',
    );
    expect(videoEmbedUrl({ videoType: 'others', src: 'https://vimeo.com/1', autoPlayWithAudio: true })).toBe(
      'https://player.vimeo.com/video/1?dnt=1&autoplay=1',
    );
  });

  it('lets a controlled YouTube player take commands', () => {
    expect(videoEmbedUrl({ videoType: 'youtube', videoId: 'abc', controlled: true })).toBe(
      'https://www.youtube-nocookie.com/embed/abc?enablejsapi=1',
    );
    expect(videoEmbedUrl({ videoType: 'kijk', videoId: 'abc', controlled: true })).toBe(
      'https://start-player.npo.nl/embed/abc',
    );
  });

  it('refuses ids and addresses that could point the frame elsewhere', () => {
    for (const source of [
      { videoType: 'youtube', videoId: 'x" onload="alert(1)' },
      { videoType: 'youtube', videoId: '../../evil' },
      { videoType: 'kijk', videoId: 'a/b' },
      { videoType: 'kijk' },
      { videoType: 'others', src: 'javascript:alert(1)' },
      { videoType: 'others', src: 'http://www.youtube.com/watch?v=abc' },
      { videoType: 'others', src: 'https://evil.example/embed/abc' },
      { videoType: 'others', src: 'https://www.youtube.com/watch?v=a%2F..%2Fb' },
      { videoType: 'others', src: 'not a url' },
    ] as const) {
      expect(videoEmbedUrl(source)).toBeNull();
    }
  });
});

describe('playerCommand', () => {
  it('speaks the YouTube and Vimeo player messages, to their own origin only', () => {
    expect(playerCommand('https://www.youtube-nocookie.com/embed/abc?enablejsapi=1', true)).toEqual({
      message: '{"event":"command","func":"playVideo","args":[]}',
      origin: 'https://www.youtube-nocookie.com',
    });
    expect(playerCommand('https://player.vimeo.com/video/1?dnt=1', false)).toEqual({
      message: '{"method":"pause"}',
      origin: 'https://player.vimeo.com',
    });
    expect(playerCommand('https://start-player.npo.nl/embed/abc', true)).toBeNull();
  });
});

describe('VideoPlayer', () => {
  afterEach(() => {
    removeCookie('cookie-consent');
    removeCookie('marketing');
  });

  it('holds the player back until marketing cookies are accepted', async () => {
    const { container } = renderWithProviders(
      <VideoPlayer videoType="kijk" videoId="VPWON_1234" title="Het geheugen van mijn moeder" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/De video ‘Het geheugen van mijn moeder’ kunt u pas bekijken/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Marketingcookies accepteren' }));
    expect(screen.getByTitle('Het geheugen van mijn moeder')).toHaveAttribute(
      'src',
      'https://start-player.npo.nl/embed/VPWON_1234',
    );
  });

  it('shows the fallback image with a short note when the video cannot be shown', () => {
    renderWithProviders(<VideoPlayer videoType="youtube" videoId="../evil" title="Onbekend" fallbackImage={still} />);
    expect(screen.getByRole('img', { name: 'Twee mensen op een bankje' })).toBeInTheDocument();
    expect(screen.getByText('Deze video is op dit moment niet beschikbaar.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing without a usable video or fallback', () => {
    const { container } = renderWithProviders(
      <VideoPlayer videoType="others" src="https://evil.example/v" title="X" />,
    );
    expect(container.querySelector('iframe, button, img')).toBeNull();
  });

  it('plays and pauses the player when the page asks (startPlaying)', async () => {
    acceptMarketing();
    function Page() {
      const [playing, setPlaying] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setPlaying(!playing)}>
            Afspelen of pauzeren
          </button>
          <VideoPlayer videoType="youtube" videoId="abc" title="Uitleg" startPlaying={playing} />
        </>
      );
    }
    renderWithProviders(<Page />);
    const frame = screen.getByTitle('Uitleg') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc?enablejsapi=1');
    const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    const toggle = screen.getByRole('button', { name: 'Afspelen of pauzeren' });
    await userEvent.click(toggle);
    expect(post).toHaveBeenLastCalledWith(
      '{"event":"command","func":"playVideo","args":[]}',
      'https://www.youtube-nocookie.com',
    );
    await userEvent.click(toggle);
    expect(post).toHaveBeenLastCalledWith(
      '{"event":"command","func":"pauseVideo","args":[]}',
      'https://www.youtube-nocookie.com',
    );
  });

  it('logs an error when the player has no play function (spec 2 §8)', () => {
    acceptMarketing();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<VideoPlayer videoType="kijk" videoId="VPWON_1" title="Journaal" startPlaying />);
    expect(error).toHaveBeenCalledWith("Video player: the player of 'Journaal' has no play function");
    error.mockRestore();
  });

  it('does not start by itself for a visitor who prefers reduced motion', () => {
    acceptMarketing();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      const { container } = renderWithProviders(
        <VideoPlayer videoType="youtube" videoId="abc" title="Sfeer" autoPlayWithAudio hideControls />,
      );
      expect(container.querySelector('iframe')?.getAttribute('src')).not.toMatch(/autoplay/);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
