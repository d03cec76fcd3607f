import { videoRefUrl } from '@alz/shared/media/video-url';
import { ConsentGate } from '@alz/shared/ui/consent-gate';
import type { VideoRef } from './page-wire';
import styles from './page-header.module.css';

/** A header or hero video: only after marketing consent (spec 1 §6). */
export function EmbeddedVideo({ video, title }: { video: VideoRef; title: string }) {
  // Spec 2 §7: YouTube through its no-cookie domain, Vimeo with do-not-track.
  const src = videoRefUrl(video);
  if (!src) return null;
  return (
    <ConsentGate kind="video" title={title || undefined}>
      <div className={styles.video}>
        <iframe src={src} title={title || 'Video'} allow="fullscreen; picture-in-picture" />
      </div>
    </ConsentGate>
  );
}
