import { RichText } from '@alz/shared/ui/rich-text';
import type { Block } from '../block-model';
import styles from './blocks.module.css';

export function Quote({ block }: { block: Extract<Block, { kind: 'quote' }> }) {
  return (
    <figure className={`${styles.block} ${styles.quote}`}>
      <blockquote>
        <RichText html={block.text} />
      </blockquote>
      {block.author ? <figcaption>{block.author}</figcaption> : null}
    </figure>
  );
}
