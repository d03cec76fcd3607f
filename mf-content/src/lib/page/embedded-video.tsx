import { ConsentGate } from '@alz/shared/ui/consent-gate';
import type { VideoRef } from './page-wire';
import styles from './page-header.module.css';

/** spec 2 §7: YouTube through its no-cookie domain, Vimeo with do-not-track. */
export function videoSrc(video: VideoRef): string {
  return video.kind === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}`
    : `https://player.vimeo.com/video/${video.id}?dnt=1`;
}

/** A header or hero video: only after marketing consent (spec 1 §6). */
export function EmbeddedVideo({ video, title }: { video: VideoRef; title: string }) {
  return (
    <ConsentGate kind="video" title={title || undefined}>
      <div className={styles.video}>
        <iframe src={videoSrc(video)} title={title || 'Video'} allow="fullscreen; picture-in-picture" />
      </div>
    </ConsentGate>
  );
}
