import { RichText } from '@alz/shared/ui/rich-text';
import type { Block } from '../block-model';
import styles from './blocks.module.css';

export function TextWithTitle({ block }: { block: Extract<Block, { kind: 'textWithTitle' }> }) {
  return (
    <section className={styles.block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <RichText html={block.html} />
    </section>
  );
}
