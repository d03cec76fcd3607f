import { VideoPlayer, isPlainVideoId, videoEmbedUrl } from '@alz/shared/ui/video-player';
import { defineBlock } from '../block-definition';
import { isRecord, text } from '@alz/shared/wire/read';
import styles from '../blocks.module.css';

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

/** A video behind the marketing-cookie gate (spec 1 §6, spec 2 §4 "Cookie gate"). */
export function Video({ block }: { block: VideoModel }) {
  return (
    <section className={styles.block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <VideoPlayer videoType="others" src={block.src} title={block.title} />
    </section>
  );
}

export const videoBlock = defineBlock({ bundle: 'video', transform: toVideo, Component: Video });
