import { useId } from 'react';
import { RichText } from '@alz/shared/ui/rich-text';
import { defineBlock } from '../block-definition';
import { richText, text } from '@alz/shared/wire/read';
import styles from './two-column-text.module.css';

// Wire: {
//   type: 'paragraph--two_column_text',
//   field_title?: string,
//   field_text_left: { value: string }, field_text_right: { value: string }
// }

export interface TwoColumnTextModel {
  title: string;
  left: string;
  right: string;
}

export const toTwoColumnText = (p: Record<string, unknown>): TwoColumnTextModel | null => {
  const left = richText(p.field_text_left);
  const right = richText(p.field_text_right);
  return left || right ? { title: text(p.field_title), left, right } : null;
};

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
