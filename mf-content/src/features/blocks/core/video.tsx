import { ConsentGate } from '@alz/shared/ui/consent-gate';
import { defineBlock } from '../block-definition';
import { isRecord, text } from '../wire';
import styles from '../blocks.module.css';

export interface VideoModel {
  title: string;
  src: string;
}

/**
 * spec 2 §7: YouTube through its no-cookie domain, Vimeo with do-not-track. Ids are checked so
 * no other address can be smuggled into the frame.
 */
function videoSrc(value: unknown): string {
  if (!isRecord(value)) return '';
  const { kind, id } = value;
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) return '';
  if (kind === 'youtube') return `https://www.youtube-nocookie.com/embed/${id}`;
  if (kind === 'vimeo') return `https://player.vimeo.com/video/${id}?dnt=1`;
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
      <ConsentGate kind="video" title={block.title || undefined}>
        <div className={styles.video}>
          <iframe
            src={block.src}
            title={block.title || 'Video'}
            allow="fullscreen; picture-in-picture"
            loading="lazy"
          />
        </div>
      </ConsentGate>
    </section>
  );
}

export const videoBlock = defineBlock({ bundle: 'video', transform: toVideo, Component: Video });
