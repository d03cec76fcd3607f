import { LazyVideoPlayer } from './lazy-video-player';
import { defineBlock } from '../block-definition';
import { toVideo, type VideoModel } from './video-model';
import styles from '../blocks.module.css';

/** A video behind the marketing-cookie gate (spec 1 §6, spec 2 §4 "Cookie gate"). */
export function Video({ block }: { block: VideoModel }) {
  return (
    <section className={styles.block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <LazyVideoPlayer
        videoType="others"
        src={block.src}
        title={block.title}
        autoPlay={block.autoPlay}
        autoPlayWithAudio={block.autoPlayWithAudio}
        hideControls={block.hideControls}
      />
    </section>
  );
}

export const videoBlock = defineBlock({ bundle: 'video', transform: toVideo, Component: Video });
