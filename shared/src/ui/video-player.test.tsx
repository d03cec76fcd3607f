import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import { acceptMarketing } from '../consent/consent';
import { removeCookie } from '../consent/cookies';
import { VideoPlayer } from './video-player';

const still = {
  url: '/blobstorage/content/still.svg',
  alt: 'Twee mensen op een bankje',
  title: '',
  width: null,
  height: null,
  crops: [],
};

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
