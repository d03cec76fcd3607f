import { useId } from 'react';
import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { toTwoColumnText, type TwoColumnTextModel } from './two-column-text-model';
import styles from './two-column-text.module.css';

/** Two texts side by side on wide screens, one under the other on small ones. */
export function TwoColumnText({ block }: { block: TwoColumnTextModel }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={block.title ? id : undefined}>
      {block.title ? <h2 id={id}>{block.title}</h2> : null}
      <div className={styles.columns}>
        <RichText html={block.left} />
        <RichText html={block.right} />
      </div>
    </section>
  );
}

export const twoColumnTextBlock = defineBlock({
  bundle: 'two_column_text',
  transform: toTwoColumnText,
  Component: TwoColumnText,
});
