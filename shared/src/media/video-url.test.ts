import { playerCommand, videoEmbedUrl, videoRefUrl } from './video-url';

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

describe('videoRefUrl', () => {
  it('builds the address of a YouTube, Vimeo or broadcaster video from its kind and id', () => {
    expect(videoRefUrl({ kind: 'youtube', id: 'abc_123' })).toBe('https://www.youtube-nocookie.com/embed/abc_123');
    expect(videoRefUrl({ kind: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(videoRefUrl({ kind: 'kijk', id: 'VPWON_1234' })).toBe('https://start-player.npo.nl/embed/VPWON_1234');
  });

  it('gives nothing for another kind, an unsafe id or no video', () => {
    for (const value of [
      { kind: 'youtube', id: '../../evil' },
      { kind: 'vimeo', id: 'not-a-number' },
      { kind: 'dailymotion', id: 'abc' },
      { kind: 'youtube' },
      'youtube:abc',
      null,
    ]) {
      expect(videoRefUrl(value)).toBe('');
    }
  });
});
