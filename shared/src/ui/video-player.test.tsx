import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { removeCookie } from '../consent/cookies';
import { VideoPlayer, videoEmbedUrl } from './video-player';

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
});
