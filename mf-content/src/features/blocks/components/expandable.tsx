import { RichText } from '@alz/shared/ui/rich-text';
import type { Block } from '../block-model';
import styles from './blocks.module.css';

// A native <details>: keyboard and screen-reader support for free (conventions habit 5).
export function Expandable({ block }: { block: Extract<Block, { kind: 'expandable' }> }) {
  return (
    <details className={`${styles.block} ${styles.expandable}`}>
      <summary>{block.title}</summary>
      <RichText html={block.html} />
    </details>
  );
}
