import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../i18n/i18n';
import uiKitMedia from '../locales/nl/ui-kit-media.json';
import type { ImageModel } from '../media/image';
import { ConsentGate } from './consent-gate';
import { ResponsiveImage } from './responsive-image';
import { playerCommand, videoEmbedUrl, type VideoSource } from '../media/video-url';
import styles from './video-player.module.css';

addTranslations('Common', uiKitMedia);

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
