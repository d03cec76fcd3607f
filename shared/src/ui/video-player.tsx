import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../i18n/i18n';
import uiKitMedia from '../locales/nl/ui-kit-media.json';
import type { ImageModel } from '../media/image';
import { ConsentGate } from './consent-gate';
import { ResponsiveImage } from './responsive-image';
import styles from './video-player.module.css';

addTranslations('Common', uiKitMedia);

// Spec 2 §7 "Video embeds": every video address the site builds comes from here, so the
// privacy rules (no-cookie YouTube, Vimeo do-not-track) hold for every player on the site.

export type VideoType = 'youtube' | 'kijk' | 'others';

export interface VideoSource {
  videoType: VideoType;
  /** A YouTube or broadcaster id, for those video types. */
  videoId?: string;
  /** A full YouTube or Vimeo address, for `others`. */
  src?: string;
  autoPlay?: boolean;
  /**
   * Spec 2 §3: starts by itself with sound. The controls then always show, so the visitor can
   * stop the sound (WCAG 1.4.2); browsers that refuse sound without a click show a paused player.
   */
  autoPlayWithAudio?: boolean;
  hideControls?: boolean;
  /** The page starts (true) or pauses (false) the player; the address then allows commands. */
  controlled?: boolean;
}

// A plain id only: quotes, slashes or dots would let an editor's value point the frame elsewhere.
const PLAIN_ID = /^[\w-]{1,64}$/;

export const isPlainVideoId = (value: unknown): value is string => typeof value === 'string' && PLAIN_ID.test(value);

const youTube = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
const vimeo = (id: string) => `https://player.vimeo.com/video/${id}`;
const kijk = (id: string) => `https://start-player.npo.nl/embed/${id}`;

/** The player address for a YouTube, Vimeo or broadcaster address; null for any other site. */
function playerOf(src: string): { base: string; host: 'youtube' | 'vimeo' | 'kijk' } | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const id = (value: string | null | undefined) => (isPlainVideoId(value) ? value : null);
  if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    const found = parts[0] === 'embed' ? id(parts[1]) : parts[0] === 'watch' ? id(url.searchParams.get('v')) : null;
    return found ? { base: youTube(found), host: 'youtube' } : null;
  }
  if (host === 'youtu.be') {
    const found = id(parts[0]);
    return found ? { base: youTube(found), host: 'youtube' } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const found = /^\d{1,20}$/.test(parts.at(-1) ?? '') ? parts.at(-1) : null;
    return found ? { base: vimeo(found), host: 'vimeo' } : null;
  }
  if (host === 'start-player.npo.nl' && parts[0] === 'embed') {
    const found = id(parts[1]);
    return found ? { base: kijk(found), host: 'kijk' } : null;
  }
  return null;
}

/** The embed address, or null when the source is not a video we may show. */
export function videoEmbedUrl(source: VideoSource): string | null {
  const player = playerFor(source);
  if (!player) return null;
  const { autoPlay, autoPlayWithAudio, hideControls, controlled } = source;

  const params = new URLSearchParams();
  // Vimeo sets no tracking cookies with dnt=1 (spec 2 §7).
  if (player.host === 'vimeo') params.set('dnt', '1');
  if (autoPlayWithAudio) {
    params.set('autoplay', '1');
  } else if (autoPlay) {
    params.set('autoplay', '1');
    // Browsers only start a video by themselves when it is muted.
    params.set(player.host === 'vimeo' ? 'muted' : 'mute', '1');
  }
  if (hideControls && !autoPlayWithAudio) params.set('controls', '0');
  // YouTube only listens to play and pause messages with its js api on; Vimeo always listens.
  if (controlled && player.host === 'youtube') params.set('enablejsapi', '1');
  const query = params.toString();
  return query ? `${player.base}?${query}` : player.base;
}

type Player = NonNullable<ReturnType<typeof playerOf>>;

function playerFor({ videoType, videoId, src }: VideoSource): Player | null {
  let player: ReturnType<typeof playerOf> = null;
  if (videoType === 'youtube' && isPlainVideoId(videoId)) player = { base: youTube(videoId), host: 'youtube' };
  else if (videoType === 'kijk' && isPlainVideoId(videoId)) player = { base: kijk(videoId), host: 'kijk' };
  else if (videoType === 'others' && typeof src === 'string') player = playerOf(src);
  return player;
}

/**
 * The message that makes an embedded player play or pause, and the origin that may read it;
 * null when the player has no such command (the broadcaster's player takes no messages).
 */
export function playerCommand(src: string, play: boolean): { message: string; origin: string } | null {
  const origin = new URL(src).origin;
  if (origin === 'https://www.youtube-nocookie.com') {
    return { message: JSON.stringify({ event: 'command', func: play ? 'playVideo' : 'pauseVideo', args: [] }), origin };
  }
  if (origin === 'https://player.vimeo.com')
    return { message: JSON.stringify({ method: play ? 'play' : 'pause' }), origin };
  return null;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface VideoPlayerProps extends Omit<VideoSource, 'controlled'> {
  /**
   * Spec 2 §3: true plays and false pauses the player (e.g. when a dialog with the video opens
   * or closes); undefined leaves it to the visitor.
   */
  startPlaying?: boolean;
  /** Names the frame for screen readers and the consent placeholder. */
  title: string;
  /** Shown instead of the player when the source is not a video we may show. */
  fallbackImage?: ImageModel | null;
  className?: string;
}

/**
 * A YouTube, Vimeo or broadcaster video, always behind the marketing-cookie gate (spec 2 §4):
 * the other site's player may only load after the visitor accepted its cookies.
 */
export function VideoPlayer({ title, fallbackImage, className, startPlaying, ...props }: VideoPlayerProps) {
  const { t } = useTranslation('Common');
  // A video that starts by itself is motion the visitor asked not to get (CONVENTIONS habit 8).
  const still = prefersReducedMotion();
  const source: VideoSource = {
    ...props,
    autoPlay: props.autoPlay && !still,
    autoPlayWithAudio: props.autoPlayWithAudio && !still,
    controlled: startPlaying !== undefined,
  };
  const src = videoEmbedUrl(source);
  if (!src) {
    if (!fallbackImage) return null;
    return (
      <figure className={`${styles.fallback} ${className ?? ''}`}>
        <ResponsiveImage image={fallbackImage} />
        <figcaption>{t('VideoPlayer.Unavailable')}</figcaption>
      </figure>
    );
  }
  const name = title || t('VideoPlayer.Title');
  return (
    <ConsentGate kind="video" title={title || undefined}>
      <PlayerFrame
        src={src}
        title={name}
        className={`${styles.player} ${className ?? ''}`}
        mayPlay={Boolean(source.autoPlay || source.autoPlayWithAudio || source.controlled)}
        startPlaying={startPlaying}
      />
    </ConsentGate>
  );
}

interface FrameProps {
  src: string;
  title: string;
  className: string;
  mayPlay: boolean;
  startPlaying?: boolean;
}

/** Spec 2 §8: the video player logs when its player or the play/pause function is missing. */
function sendCommand(frame: HTMLIFrameElement | null, src: string, title: string, play: boolean): void {
  const target = frame?.contentWindow;
  if (!target) {
    console.error(`Video player: the player of '${title}' cannot be found`);
    return;
  }
  const found = playerCommand(src, play);
  if (!found) {
    console.error(`Video player: the player of '${title}' has no ${play ? 'play' : 'pause'} function`);
    return;
  }
  target.postMessage(found.message, found.origin);
}

/** The player itself: it exists only with consent, so a missing player here is a real fault. */
function PlayerFrame({ src, title, className, mayPlay, startPlaying }: FrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (startPlaying !== undefined) sendCommand(frameRef.current, src, title, startPlaying);
  }, [startPlaying, src, title]);

  return (
    <div className={className}>
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        allow={mayPlay ? 'autoplay; fullscreen; picture-in-picture' : 'fullscreen; picture-in-picture'}
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        // A command sent before the player had loaded is lost; a player asked to play gets it again.
        onLoad={startPlaying ? () => sendCommand(frameRef.current, src, title, true) : undefined}
      />
    </div>
  );
}
