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
  hideControls?: boolean;
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
export function videoEmbedUrl({ videoType, videoId, src, autoPlay, hideControls }: VideoSource): string | null {
  let player: ReturnType<typeof playerOf> = null;
  if (videoType === 'youtube' && isPlainVideoId(videoId)) player = { base: youTube(videoId), host: 'youtube' };
  else if (videoType === 'kijk' && isPlainVideoId(videoId)) player = { base: kijk(videoId), host: 'kijk' };
  else if (videoType === 'others' && typeof src === 'string') player = playerOf(src);
  if (!player) return null;

  const params = new URLSearchParams();
  // Vimeo sets no tracking cookies with dnt=1 (spec 2 §7).
  if (player.host === 'vimeo') params.set('dnt', '1');
  if (autoPlay) {
    params.set('autoplay', '1');
    // Browsers only start a video by themselves when it is muted.
    params.set(player.host === 'vimeo' ? 'muted' : 'mute', '1');
  }
  if (hideControls) params.set('controls', '0');
  const query = params.toString();
  return query ? `${player.base}?${query}` : player.base;
}

export interface VideoPlayerProps extends VideoSource {
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
export function VideoPlayer({ title, fallbackImage, className, ...source }: VideoPlayerProps) {
  const { t } = useTranslation('Common');
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
      <div className={`${styles.player} ${className ?? ''}`}>
        <iframe
          src={src}
          title={name}
          allow={source.autoPlay ? 'autoplay; fullscreen; picture-in-picture' : 'fullscreen; picture-in-picture'}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </ConsentGate>
  );
}
