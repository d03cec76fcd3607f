import { isRecord } from '../wire/read';

// Spec 2 §7 "Video embeds": every video address the site builds comes from here, so the
// privacy rules (no-cookie YouTube, Vimeo do-not-track) hold for every player on the site.
// Apart from the player (ui/video-player.tsx), so a page's data can be checked (mf-content's
// video-model.ts) without loading the player, which comes with the first video a page shows.

export type VideoType = 'youtube' | 'vimeo' | 'kijk' | 'others';

export interface VideoSource {
  videoType: VideoType;
  /** A YouTube, Vimeo or broadcaster id, for those video types. */
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
const isVimeoId = (value: unknown): value is string => typeof value === 'string' && /^\d{1,20}$/.test(value);

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
    const found = parts.at(-1);
    return isVimeoId(found) ? { base: vimeo(found), host: 'vimeo' } : null;
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
  else if (videoType === 'vimeo' && isVimeoId(videoId)) player = { base: vimeo(videoId), host: 'vimeo' };
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

/**
 * The embed address of a video as the content api sends it, `{ kind, id }` with kind `youtube`,
 * `vimeo` or `kijk` (the broadcaster); '' when it is not a video we may show.
 */
export function videoRefUrl(value: unknown): string {
  if (!isRecord(value)) return '';
  const { kind, id } = value;
  if (kind !== 'youtube' && kind !== 'vimeo' && kind !== 'kijk') return '';
  return videoEmbedUrl({ videoType: kind, videoId: typeof id === 'string' ? id : undefined }) ?? '';
}
