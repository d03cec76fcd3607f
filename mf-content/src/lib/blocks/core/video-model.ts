import { isPlainVideoId, videoEmbedUrl } from '@alz/shared/ui/video-player';
import { isRecord, text } from '@alz/shared/wire/read';

export interface VideoModel {
  title: string;
  /** The checked player address (spec 2 §7), built by the shared video player's rules. */
  src: string;
}

// Wire: { field_title, field_video: { kind: 'youtube' | 'vimeo' | 'kijk', id } }
function videoSrc(value: unknown): string {
  if (!isRecord(value) || !isPlainVideoId(value.id)) return '';
  const { kind, id } = value;
  if (kind === 'youtube') return videoEmbedUrl({ videoType: 'youtube', videoId: id }) ?? '';
  if (kind === 'kijk') return videoEmbedUrl({ videoType: 'kijk', videoId: id }) ?? '';
  if (kind === 'vimeo') return videoEmbedUrl({ videoType: 'others', src: `https://vimeo.com/${id}` }) ?? '';
  return '';
}

export const toVideo = (p: Record<string, unknown>): VideoModel | null => {
  const src = videoSrc(p.field_video);
  return src ? { title: text(p.field_title), src } : null;
};
