import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { toFrame, type FrameModel } from './frame-model';
import styles from './frame.module.css';

/** A kader: text that should stand out, in a bordered box. */
export function Frame({ block }: { block: FrameModel }) {
  return (
    <section className={styles.frame}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <RichText html={block.html} />
    </section>
  );
}

export const frameBlock = defineBlock({ bundle: 'frame', transform: toFrame, Component: Frame });
