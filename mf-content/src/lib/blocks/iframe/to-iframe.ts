import { int, isRecord, text } from '@alz/shared/wire/read';

// Wire: {
//   type: 'paragraph--iframe',
//   field_title?: string,
//   field_url: string | { uri: string },   only https addresses are shown
//   field_height?: number                  pixels, until the embed tells its own height
// }

export type IframeSource = 'interacty' | 'riddle' | 'spotify' | 'other';

export interface IframeModel {
  title: string;
  url: string;
  source: IframeSource;
  height: number;
  /** Spotify's player has one fixed height; other embeds may tell theirs (spec 1 §2.4). */
  fixedHeight: boolean;
  /** Every embed sets third-party cookies except riddle's quizzes (spec 1 §2.4). */
  needsConsent: boolean;
}

export const DEFAULT_IFRAME_HEIGHT = 600;
export const SPOTIFY_HEIGHT = 200;

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function sourceOf(host: string): IframeSource {
  if (onDomain(host, 'interacty.me')) return 'interacty';
  if (onDomain(host, 'riddle.com')) return 'riddle';
  if (onDomain(host, 'spotify.com')) return 'spotify';
  return 'other';
}

function httpsUrl(value: unknown): URL | null {
  const raw = text(isRecord(value) ? (value.uri ?? value.url) : value).trim();
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function toIframe(p: Record<string, unknown>): IframeModel | null {
  const url = httpsUrl(p.field_url);
  if (!url) return null;
  const source = sourceOf(url.hostname);
  const height = int(p.field_height, DEFAULT_IFRAME_HEIGHT);
  return {
    title: text(p.field_title).trim(),
    url: url.href,
    source,
    height: source === 'spotify' ? SPOTIFY_HEIGHT : height > 0 ? height : DEFAULT_IFRAME_HEIGHT,
    fixedHeight: source === 'spotify',
    needsConsent: source !== 'riddle',
  };
}
