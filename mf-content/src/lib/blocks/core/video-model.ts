import { videoRefUrl } from '@alz/shared/media/video-url';
import { bool, text } from '@alz/shared/wire/read';

export interface VideoModel {
  title: string;
  /** The checked player address (spec 2 §7), built by the shared video player's rules. */
  src: string;
  /** Spec 2 §3 video props: muted autoplay, autoplay with sound, and a player without controls. */
  autoPlay: boolean;
  autoPlayWithAudio: boolean;
  hideControls: boolean;
}

// Wire: { field_title, field_video: { kind: 'youtube' | 'vimeo' | 'kijk', id },
//         field_autoplay?, field_autoplay_with_audio?, field_hide_controls?: boolean }

export const toVideo = (p: Record<string, unknown>): VideoModel | null => {
  const src = videoRefUrl(p.field_video);
  if (!src) return null;
  return {
    title: text(p.field_title),
    src,
    autoPlay: bool(p.field_autoplay),
    autoPlayWithAudio: bool(p.field_autoplay_with_audio),
    hideControls: bool(p.field_hide_controls),
  };
};
